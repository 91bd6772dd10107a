// Its own module so that the helpers the request helper calls (activity, replies) can name it without importing
// the request helper back.
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
