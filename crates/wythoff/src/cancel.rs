//! Stopping a long computation from outside it: a front end runs the work
//! under a [`Token`] ([`run`]) and cancels the token from another thread (the
//! Python package does so on Ctrl-C); the work's loops call [`check`] now and
//! then, which unwinds out of the work once the token is cancelled, and
//! [`run`] turns that into [`Cancelled`].
//!
//! No signature changes for it: the computations that take seconds (Grundy
//! tables, proofs of rows, take-and-break values, misère quotients, the engine
//! of vector games) check the token of the thread they run on, which [`run`]
//! sets; threads they spawn take it along ([`current`], [`inherit`]). Without
//! a token (the command, the web server), [`check`] costs a thread-local read
//! and never stops anything. The work holds nothing shared that an unwinding
//! could leave half done: its state is its own, dropped as it unwinds.
//!
//! ```
//! use wythoff::cancel::{self, Cancelled, Token};
//! let token = Token::new();
//! assert_eq!(cancel::run(&token, || 6 * 7), Ok(42));
//! token.cancel();
//! let stopped = cancel::run(&token, || loop { cancel::check() });
//! assert_eq!(stopped, Err::<(), _>(Cancelled));
//!
//! // A token that the work's own thread asks, every 10 ms, whether to stop.
//! let start = std::time::Instant::now();
//! let asked = Token::polling(std::time::Duration::from_millis(10), move || start.elapsed().as_millis() > 30);
//! assert_eq!(cancel::run(&asked, || loop { cancel::check() }), Err::<(), _>(Cancelled));
//! ```

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::ThreadId;
use std::time::{Duration, Instant};

/// A flag shared by the work and whoever may stop it, and optionally a
/// question the work itself asks now and then ([`Token::polling`]).
#[derive(Clone, Default)]
pub struct Token(Arc<Inner>);

#[derive(Default)]
struct Inner {
    cancelled: AtomicBool,
    poll: Option<Poll>,
}

/// Asked by [`check`] on the thread that made the token, at most once per `every`.
struct Poll {
    thread: ThreadId,
    every: Duration,
    ask: Box<dyn Fn() -> bool + Send + Sync>,
}

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Token").field("cancelled", &self.is_cancelled()).finish_non_exhaustive()
    }
}

impl Token {
    /// A token not cancelled.
    pub fn new() -> Token {
        Token::default()
    }

    /// A token that the work cancels itself when `ask()` says so: [`check`]
    /// calls it on the thread that made the token (the work's own, not the
    /// threads it spawns), at most once every `every`. For a caller that can
    /// only look from its own thread whether to stop (Python's signals are
    /// read on the main thread, while it runs the work).
    pub fn polling(every: Duration, ask: impl Fn() -> bool + Send + Sync + 'static) -> Token {
        let poll = Poll { thread: std::thread::current().id(), every, ask: Box::new(ask) };
        Token(Arc::new(Inner { cancelled: AtomicBool::new(false), poll: Some(poll) }))
    }

    /// Asks the work under this token to stop at its next [`check`].
    pub fn cancel(&self) {
        self.0.cancelled.store(true, Ordering::Relaxed);
    }

    /// Was [`cancel`](Self::cancel) called?
    pub fn is_cancelled(&self) -> bool {
        self.0.cancelled.load(Ordering::Relaxed)
    }

    /// Asks the token's question, if it has one, is on this thread and is due.
    fn poll(&self) {
        let Some(poll) = &self.0.poll else { return };
        let now = Instant::now();
        if LAST_POLL.get().is_some_and(|last| now < last + poll.every)
            || poll.thread != std::thread::current().id()
        {
            return;
        }
        LAST_POLL.set(Some(now));
        if (poll.ask)() {
            self.cancel();
        }
    }
}

/// The work was stopped by its token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

impl std::fmt::Display for Cancelled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the computation was cancelled")
    }
}

impl std::error::Error for Cancelled {}

thread_local! {
    static CURRENT: RefCell<Option<Token>> = const { RefCell::new(None) };
    static LAST_POLL: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// `work` under `token`: its value, or [`Cancelled`] if the token was
/// cancelled before it ended. A panic of the work that is not the token's is
/// passed on unchanged.
pub fn run<R>(token: &Token, work: impl FnOnce() -> R) -> Result<R, Cancelled> {
    let outer = CURRENT.with(|c| c.replace(Some(token.clone())));
    let last = LAST_POLL.replace(Some(Instant::now()));
    let result = panic::catch_unwind(AssertUnwindSafe(work));
    CURRENT.with(|c| *c.borrow_mut() = outer);
    LAST_POLL.set(last);
    match result {
        Ok(value) => Ok(value),
        // Stopped by the token, whether at a check or by a thread of the work
        // that stopped there (a scope then panics on its own account).
        Err(_) if token.is_cancelled() => Err(Cancelled),
        Err(payload) => panic::resume_unwind(payload),
    }
}

/// Unwinds out of the work if its token is cancelled (see the module); does
/// nothing otherwise. Cheap (a thread-local read and a load), but meant for a
/// loop's outer levels: about every millisecond of work.
pub fn check() {
    // Cloned out first: a poll may run code that starts work of its own.
    if let Some(token) = current() {
        token.poll();
    }
    if is_cancelled() {
        // Not a panic: no hook runs and nothing is printed.
        panic::resume_unwind(Box::new(Cancelled));
    }
}

/// Is the token of the work on this thread cancelled?
pub fn is_cancelled() -> bool {
    CURRENT.with(|c| c.borrow().as_ref().is_some_and(Token::is_cancelled))
}

/// The token of the work on this thread, for a thread it spawns ([`inherit`]).
pub fn current() -> Option<Token> {
    CURRENT.with(|c| c.borrow().clone())
}

/// `work` on a thread spawned by a computation, under the token it was
/// spawned under ([`current`]): its checks stop with the rest of the work.
pub fn inherit<R>(token: Option<Token>, work: impl FnOnce() -> R) -> R {
    CURRENT.with(|c| *c.borrow_mut() = token);
    work()
}
