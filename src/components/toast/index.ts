export { Toaster, TOAST_Z_INDEX } from './toaster';
