// The workspaces list filtered by status from the address: the list page's module, under this page's id.
export { Component } from './admin-workspaces';
