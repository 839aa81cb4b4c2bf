import { afterFirstPaint } from './lib/first-paint';

// index.html's entry, and all a phone runs before it paints a page the server drew: the app's code
// (main.tsx) is fetched and run only once the first screen is on it, so none of it sits between the
// stylesheet and the first paint (decision 033). A page the server did not draw needs the app to show
// anything, so it loads at once. build/app-entry-css-plugin.ts links the app's stylesheets in index.html.
const drawn = document.getElementById('root')?.firstElementChild != null;
void (drawn ? afterFirstPaint() : Promise.resolve()).then(() => import('./main'));
