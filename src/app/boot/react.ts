// React, evaluated by the entry in a task of its own before the rest of the app's code (src/main.tsx).
export { createRoot } from 'react-dom/client';
export { jsx } from 'react/jsx-runtime';
