// Node-side test setup; MSW's server is started per test file where the mock backend is used.
