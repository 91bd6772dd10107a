// entities
export * from './schemas/expiry';
