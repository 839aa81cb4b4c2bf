import { TOAST_AUTO_CLOSE_MS } from '@canino/shared';
import { ToastContainer } from 'react-toastify';
import './toaster.css';

/** The toast area, top right, closing after the spec's 2500 ms. Loaded after the first paint (see lib/toast). */
export default function Toaster() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop closeOnClick={false} pauseOnFocusLoss theme="colored" />;
}
