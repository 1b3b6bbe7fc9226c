/** D1: the product name, defined once. Every `{product}` of the spec is this constant. */
export const PRODUCT = 'TRACCIA';
export const APP_VERSION = '1.0.0';
export const LOCALE = 'it-IT';
export const TIME_ZONE = 'Europe/Rome';
