//! Long work without the GIL, stopped by Ctrl-C.

use pyo3::prelude::*;

/// `work` without the GIL, stopped by Ctrl-C: the work runs on this thread
/// under a cancel token ([`wythoff::cancel`]) that, every 50 ms of work, takes
/// the GIL back for a moment to run Python's signal handlers
/// (`PyErr_CheckSignals`). When one raises (a `KeyboardInterrupt`), the work
/// unwinds at its next check and that exception is returned; the process
/// stays usable. Short work never polls.
pub(crate) fn detached<R: Send>(py: Python<'_>, work: impl FnOnce() -> R + Send) -> PyResult<R> {
    use std::sync::{Arc, Mutex};
    let raised: Arc<Mutex<Option<PyErr>>> = Arc::default();
    let token = {
        let raised = raised.clone();
        wythoff::cancel::Token::polling(std::time::Duration::from_millis(50), move || {
            Python::attach(|py| match py.check_signals() {
                Ok(()) => false,
                Err(e) => {
                    *raised.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                    true
                }
            })
        })
    };
    match py.detach(|| wythoff::cancel::run(&token, work)) {
        Ok(value) => Ok(value),
        Err(wythoff::cancel::Cancelled) => Err(raised
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
            .unwrap_or_else(|| pyo3::exceptions::PyKeyboardInterrupt::new_err(()))),
    }
}
