//! The wythoff web app: a page to play and analyse Wythoff's game, and the JSON
//! API it uses, over the same answer model as the command (`wythoff-answer`).
//! A thin adapter: it parses query parameters, asks the library, and writes the
//! answers as JSON (the objects of `docs/answers.schema.json`) or SVG.
//!
//! The page, its script and its style are embedded in the binary, so the app
//! works offline with no build step.
//!
//! # API
//!
//! Every number is a decimal string of at most [`Config::max_digits`] digits;
//! `misere=1` asks for misère play.
//!
//! | endpoint | parameters | answer |
//! |---|---|---|
//! | `GET /api/wythoff/{status,moves,computer,check,options}` | `a`, `b`, `misere` | Wythoff's game: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/generalized/{status,moves,computer,check,options}` | `piles=x,y`, `a`, `misere` | Fraenkel's a-Wythoff: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/generalized/nth` | `a`, `n`, `misere` | The N-th P-position (`wythoff generalized nth`) |
//! | `GET /api/generalized/pair` | `a`, `n`, `misere` | The P-position that holds the number N (`wythoff generalized pair`) |
//! | `GET /api/restricted/{status,moves,computer,check,options}` | `piles=x,y`, `max_take`, `misere` | restricted Wythoff: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/multipile/{status,moves,computer,check,options}` | `piles=x,y,…`, `moves`, `misere` | multi-pile Wythoff: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/multipile/positions` | `moves`, `max`, `piles`, `misere` | Every P-position with piles x ≤ y ≤ … ≤ --max (`wythoff multipile positions`) |
//! | `GET /api/nim/{status,moves,computer,check,options}` | `heaps=x,y,…`, `misere` | Nim: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/nim/genus` | `n`, `misere` | Heap H's genus g^(γ0γ1…) and misère canonical form, as CGSuite writes them (`wythoff nim genus`) |
//! | `GET /api/nim/quotient` | `n`, `misere` | The misère quotient of heaps 1 to N (Plambeck and Siegel): its presentation, order, P-portion and each heap's element, and whether it holds for every heap (`wythoff nim quotient`) |
//! | `GET /api/bash/{status,moves,computer,check,options}` | `n`, `max_take`, `misere` | the Bash game: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/bash/genus` | `max_take`, `n`, `misere` | Heap H's genus g^(γ0γ1…) and misère canonical form, as CGSuite writes them (`wythoff bash genus`) |
//! | `GET /api/bash/quotient` | `max_take`, `n`, `misere` | The misère quotient of heaps 1 to N (Plambeck and Siegel): its presentation, order, P-portion and each heap's element, and whether it holds for every heap (`wythoff bash quotient`) |
//! | `GET /api/subtraction/{status,moves,computer,check,options}` | `n`, `set`, `misere` | the subtraction game: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/subtraction/sequence` | `set`, `n`, `misere` | The values for heaps 0..N-1 (Grundy values; misère: 0 = P, 1 = N) (`wythoff subtraction sequence`) |
//! | `GET /api/subtraction/period` | `set`, `misere` | The certified preperiod and period (`wythoff subtraction period`) |
//! | `GET /api/subtraction/genus` | `set`, `n`, `misere` | Heap H's genus g^(γ0γ1…) and misère canonical form, as CGSuite writes them (`wythoff subtraction genus`) |
//! | `GET /api/subtraction/quotient` | `set`, `n`, `misere` | The misère quotient of heaps 1 to N (Plambeck and Siegel): its presentation, order, P-portion and each heap's element, and whether it holds for every heap (`wythoff subtraction quotient`) |
//! | `GET /api/fibonacci/{status,moves,computer,check,options}` | `n`, `max_take` (optional) | the Fibonacci game: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/octal/{status,moves,computer,check,options}` | `heaps=x,y,…`, `code`, `misere` | an octal game: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/octal/sequence` | `code`, `n`, `misere` | The Grundy values of heaps 0..N-1 (`wythoff octal sequence`) |
//! | `GET /api/octal/genus` | `code`, `n`, `misere` | Heap H's genus g^(γ0γ1…) and misère canonical form, as CGSuite writes them (`wythoff octal genus`) |
//! | `GET /api/octal/quotient` | `code`, `n`, `misere` | The misère quotient of heaps 1 to N (Plambeck and Siegel): its presentation, order, P-portion and each heap's element, and whether it holds for every heap (`wythoff octal quotient`) |
//! | `GET /api/octal/period` | `code`, `recheck`, `misere` | The period proven by Guy and Smith's theorem, or that none is in the values computed (`wythoff octal period`) |
//! | `GET /api/grundys_game/{status,moves,computer,check,options}` | `heaps=x,y,…`, `misere` | Grundy's game: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/grundys_game/sequence` | `n`, `misere` | The Grundy values of heaps 0..N-1 (`wythoff grundys-game sequence`) |
//! | `GET /api/grundys_game/genus` | `n`, `misere` | Heap H's genus g^(γ0γ1…) and misère canonical form, as CGSuite writes them (`wythoff grundys-game genus`) |
//! | `GET /api/grundys_game/quotient` | `n`, `misere` | The misère quotient of heaps 1 to N (Plambeck and Siegel): its presentation, order, P-portion and each heap's element, and whether it holds for every heap (`wythoff grundys-game quotient`) |
//! | `GET /api/lasker_nim/{status,moves,computer,check,options}` | `heaps=x,y,…`, `misere` | Lasker's Nim: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/lasker_nim/sequence` | `n`, `misere` | The Grundy values of heaps 0..N-1 (`wythoff lasker-nim sequence`) |
//! | `GET /api/lasker_nim/genus` | `n`, `misere` | Heap H's genus g^(γ0γ1…) and misère canonical form, as CGSuite writes them (`wythoff lasker-nim genus`) |
//! | `GET /api/lasker_nim/quotient` | `n`, `misere` | The misère quotient of heaps 1 to N (Plambeck and Siegel): its presentation, order, P-portion and each heap's element, and whether it holds for every heap (`wythoff lasker-nim quotient`) |
//! | `GET /api/moore_nim/{status,moves,computer,check,options}` | `heaps=x,y,…`, `k`, `misere` | Moore's Nim: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move) |
//! | `GET /api/games` | `lang` (the prose's language) | every game: its name, title, parameters (query keys), position shape, misère and board support, its moves (takes, splits) and the limits that bound it (bounds); the server's values of those limits (limits) |
//! | `GET /api/sum` | `expr` (the sum, as `wythoff sum` reads it), `misere` | a sum of games: each component's value, the nim-sum, the outcome and every winning move (`wythoff sum`); in misère play through the misère quotient (`wythoff sum --misere`) |
//! | `GET /api/{wythoff,generalized,restricted}/window` | the game's parameters and position, `corner=x,y`, `size` (at most 40) | a board window: its P-positions (`p`) and the squares the position moves to (`moves`) |
//! | `GET /api/{generalized,restricted}/{grundy_table,grundy.svg}` | the game's parameters, `size` (at most 256) | G(x, y) for x, y below size, as `values[x][y]` (the page's heat map), or drawn as an SVG |
//! | `GET /api/{nim,bash,subtraction,octal,grundys_game,lasker_nim}/{values,values.svg}` | the game's parameters, `n` (at most 4,096) | G(0), …, G(n − 1) as `values`, with `preperiod`, `period` and its `proof` where one is proven (the page's table of values), or drawn as an SVG plot |
//! | `GET /api/wythoff/nth` | `k`, `misere` | the k-th P-position (`wythoff nth`) |
//! | `GET /api/wythoff/pair` | `n`, `misere` | the P-position holding n (`wythoff pair`) |
//! | `GET /api/wythoff/positions` | `from`, `count` or `to` (at most 10,000 positions), `misere` | P-positions by index (`wythoff positions`) |
//! | `GET /api/wythoff/grundy` | `a`, `b` | G(a, b) (`wythoff grundy`) |
//! | `GET /api/wythoff/grundy_table` | `size` (at most 256), `a` (a-Wythoff, at most 20) | G(x, y) for x, y below size, as `values[x][y]` (the page's heat map) |
//! | `GET /api/wythoff/board.svg` | `size`, `a` (a-Wythoff), `at=x,y`, `misere`, `sheet` (`answers`, or a worksheet: `blank`, `position`) | the queen board (SVG): the answers, or a worksheet without them |
//! | `GET /api/wythoff/grundy.svg` | `size`, `a` (a-Wythoff, at most 20) | the Grundy heat map (SVG) |
//!
//! A bad parameter gets status 400 and the error object `{"error": {kind,
//! message, line}}`; work beyond a limit gets 400 with kind `limit`; a Grundy
//! computation or picture that is not answered within [`Config::timeout`] gets 503
//! (kind `limit`, key `timeout`); an
//! unknown path 404. A query longer than [`Config::max_query`] bytes is refused.
//!
//! Cheap answers (O(1) big-number operations) are computed in the request's own
//! task. Heavy ones (Grundy values and pictures, and the games whose registry
//! entry says so: multi-pile Wythoff's engine box, a subtraction game's period
//! search) go to [`Config::heavy_threads`] threads of their own, which run at the lowest
//! priority the operating system gives (nice 19 on Linux): under load they take
//! only what the cheap requests leave of the cores. They take the work in turn; a
//! request given up at its time-out is dropped from the queue unstarted, and when
//! [`Config::heavy_queue`] requests are already waiting, one more gets 503 at once.

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use wythoff::game::{Arg, Rule};
use wythoff::{Natural, cancel};
use wythoff_answer::drawn::GrundySquare;
use wythoff_answer::grundy::{GrundyAnswer, RowsCache};
use wythoff_answer::limits::brief_text;
use wythoff_answer::listing::{PPosition, Pair, positions_range, write_positions};
use wythoff_answer::misere_sum::MisereSumAnswer;
use wythoff_answer::play::{Level, Player};
use wythoff_answer::registry::{self, GameSpec};
use wythoff_answer::sum::SumAnswer;
use wythoff_answer::words::Lang;
use wythoff_answer::{Error, ErrorKind, Limits, Question};

mod endpoints;
mod params;
mod pictures;

use endpoints::is_heavy;
pub use endpoints::{GAME_QUESTIONS, SUM, WINDOW, WYTHOFF_ONLY, WythoffOnly, api_help, api_table, endpoints};
use params::Params;

/// The page and its assets, embedded: path, bytes, content type. The script
/// is ES modules, one file each (`app.js` imports the others).
const ASSETS: [(&str, &str, &str); 25] = [
    ("/", include_str!("../assets/index.html"), "text/html; charset=utf-8"),
    ("/app.js", include_str!("../assets/app.js"), JS),
    ("/common.js", include_str!("../assets/common.js"), JS),
    ("/board.js", include_str!("../assets/board.js"), JS),
    ("/play.js", include_str!("../assets/play.js"), JS),
    ("/keys.js", include_str!("../assets/keys.js"), JS),
    ("/settings.js", include_str!("../assets/settings.js"), JS),
    ("/links.js", include_str!("../assets/links.js"), JS),
    ("/learn.js", include_str!("../assets/learn.js"), JS),
    ("/analysis.js", include_str!("../assets/analysis.js"), JS),
    ("/heat.js", include_str!("../assets/heat.js"), JS),
    ("/heaps.js", include_str!("../assets/heaps.js"), JS),
    ("/values.js", include_str!("../assets/values.js"), JS),
    ("/sums.js", include_str!("../assets/sums.js"), JS),
    ("/bouton.js", include_str!("../assets/bouton.js"), JS),
    ("/sheets.js", include_str!("../assets/sheets.js"), JS),
    ("/words.js", include_str!("../assets/words.js"), JS),
    ("/fluent-bundle.js", include_str!("../assets/fluent-bundle.js"), JS),
    // The page's words, from the catalogues every front end shares.
    ("/locales/en/page.ftl", include_str!("../../wythoff-answer/locales/en/page.ftl"), FTL),
    ("/locales/zh-CN/page.ftl", include_str!("../../wythoff-answer/locales/zh-CN/page.ftl"), FTL),
    ("/locales/en/games.ftl", include_str!("../../wythoff-answer/locales/en/games.ftl"), FTL),
    ("/locales/zh-CN/games.ftl", include_str!("../../wythoff-answer/locales/zh-CN/games.ftl"), FTL),
    ("/app.css", include_str!("../assets/app.css"), "text/css; charset=utf-8"),
    ("/favicon.svg", include_str!("../assets/favicon.svg"), "image/svg+xml"),
    ("/favicon.ico", include_str!("../assets/favicon.svg"), "image/svg+xml"),
];

const JS: &str = "text/javascript; charset=utf-8";
const FTL: &str = "text/plain; charset=utf-8";

/// What the server allows.
#[derive(Clone, Debug)]
pub struct Config {
    /// The most digits in one number (at least 10,000, as documented).
    pub max_digits: usize,
    /// The longest a computation may take before the request gets 503.
    pub timeout: Duration,
    /// The longest query string, in bytes.
    pub max_query: usize,
    /// How many threads compute Grundy values and pictures (at least one).
    pub heavy_threads: usize,
    /// How many Grundy values and pictures may wait for a heavy thread; one
    /// more gets 503 at once.
    pub heavy_queue: usize,
    /// Where proven Grundy rows are cached (none: prove each time).
    pub cache: RowsCache,
    /// Limits set over the server's own (`wythoff --misere-steps N serve`),
    /// by name ([`Limits::NAMES`]).
    pub given: Vec<(&'static str, u64)>,
}

impl Default for Config {
    fn default() -> Config {
        let cache = RowsCache::at_default_dir();
        Config {
            max_digits: 10_000,
            timeout: Duration::from_secs(5),
            max_query: 64 * 1024,
            heavy_threads: 1,
            heavy_queue: 64,
            cache,
            given: Vec::new(),
        }
    }
}

/// What every answer needs.
struct Shared {
    config: Config,
    limits: Limits,
}

/// The router's state: the answers' needs, and the queue of the heavy threads.
struct Server {
    shared: Arc<Shared>,
    heavy: Heavy,
}

/// A heavy answer's work, run on a heavy thread.
type Job = Box<dyn FnOnce() + Send>;

/// The threads that compute heavy answers, at the lowest priority, and their
/// queue. They stop once the queue is dropped (with the app) and empty.
struct Heavy {
    queue: std::sync::mpsc::Sender<Job>,
    /// Jobs sent and not yet taken by a thread, and how many may be.
    waiting: Arc<std::sync::atomic::AtomicUsize>,
    most: usize,
}

/// Why a heavy answer was not computed.
enum NotRun {
    /// The queue is full.
    Busy,
    /// The computation panicked (a bug), or the threads are gone.
    Failed,
}

impl Heavy {
    fn start(threads: usize, most: usize) -> Heavy {
        let (queue, jobs) = std::sync::mpsc::channel::<Job>();
        let jobs = Arc::new(std::sync::Mutex::new(jobs));
        for i in 0..threads.max(1) {
            let jobs = jobs.clone();
            // A thread that cannot be started leaves its work to the others (or
            // to the time-out).
            let _ = std::thread::Builder::new().name(format!("wythoff-heavy-{i}")).spawn(move || {
                // Best effort: where the system refuses, the thread keeps the
                // ordinary priority.
                let _ = thread_priority::set_current_thread_priority(thread_priority::ThreadPriority::Min);
                loop {
                    let job = jobs.lock().unwrap_or_else(|e| e.into_inner()).recv();
                    match job {
                        // A panic (a bug) answers its request with 500 and
                        // leaves the thread for the next job.
                        Ok(job) => drop(std::panic::catch_unwind(std::panic::AssertUnwindSafe(job))),
                        Err(_) => return,
                    }
                }
            });
        }
        Heavy { queue, waiting: Arc::new(std::sync::atomic::AtomicUsize::new(0)), most: most.max(1) }
    }

    /// Computes `work` on a heavy thread, or refuses at once when `most` jobs
    /// are already waiting. The work is skipped if the answer is no longer
    /// awaited when its turn comes.
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Result<T, NotRun> {
        use std::sync::atomic::Ordering::Relaxed;
        if self.waiting.fetch_add(1, Relaxed) >= self.most {
            self.waiting.fetch_sub(1, Relaxed);
            return Err(NotRun::Busy);
        }
        let (answer, answered) = tokio::sync::oneshot::channel();
        let waiting = self.waiting.clone();
        let job: Job = Box::new(move || {
            waiting.fetch_sub(1, Relaxed);
            if !answer.is_closed() {
                let _ = answer.send(work());
            }
        });
        if self.queue.send(job).is_err() {
            self.waiting.fetch_sub(1, Relaxed);
            return Err(NotRun::Failed);
        }
        answered.await.map_err(|_| NotRun::Failed)
    }
}

/// The app: the page, its assets and the API.
pub fn app(config: Config) -> Router {
    let limits = web_limits(&config);
    let heavy = Heavy::start(config.heavy_threads, config.heavy_queue);
    let server = Arc::new(Server { shared: Arc::new(Shared { config, limits }), heavy });
    let mut router = Router::new();
    for &(path, body, kind) in &ASSETS {
        // The tag is a hash of the bytes, made once here, not per request.
        let tag = format!("\"{:016x}\"", fnv1a(body.as_bytes()));
        router = router
            .route(path, get(move |headers: HeaderMap| async move { page(&headers, body, kind, &tag) }));
    }
    router
        .route(
            "/api/games",
            get(|State(server): State<Arc<Server>>, headers: HeaderMap, RawQuery(query): RawQuery| async move {
                // Only `lang=`: the prose's language.
                let shared = &server.shared;
                match read_words(&shared.config, &headers, query.as_deref()) {
                    Ok((lang, params)) => lang.scope(|| {
                        response(params.done().map_err(refused).map(|()| games(&shared.limits)))
                    }),
                    Err((lang, status, e)) => lang.scope(|| failure(status, &e)),
                }
            }),
        )
        .route(
            "/api/sum",
            get(|state: State<Arc<Server>>, headers: HeaderMap, query: RawQuery| async move {
                api(state, Path((SUM.to_string(), String::new())), headers, query).await
            }),
        )
        .route("/api/{game}/{question}", get(api))
        .fallback(|| async { failure(StatusCode::NOT_FOUND, &Error::of(ErrorKind::Usage, "error_no_page", Vec::new())) })
        .method_not_allowed_fallback(|| async {
            failure(StatusCode::METHOD_NOT_ALLOWED, &Error::of(ErrorKind::Usage, "error_only_get", Vec::new()))
        })
        .with_state(server)
        // Answers and assets above a few bytes go gzip- or brotli-compressed to
        // clients that accept it (a 128-side heat map to under a quarter: the
        // API tests).
        .layer(tower_http::compression::CompressionLayer::new())
}

/// Serves `app` on `listener` until Ctrl-C.
pub async fn serve(listener: tokio::net::TcpListener, config: Config) -> std::io::Result<()> {
    axum::serve(listener, app(config))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
}

/// An embedded asset with its ETag `tag`: a client that holds the same bytes
/// gets 304 and no body.
fn page(request: &HeaderMap, body: &'static str, kind: &'static str, tag: &str) -> Response {
    let headers = [
        (header::CONTENT_TYPE, kind.to_string()),
        (header::CACHE_CONTROL, "no-cache".into()),
        (header::ETAG, tag.to_string()),
    ];
    let held = request.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok());
    if held.is_some_and(|held| held.split(',').any(|t| t.trim() == tag)) {
        return (StatusCode::NOT_MODIFIED, headers).into_response();
    }
    (headers, body).into_response()
}

/// The 64-bit FNV-1a hash: an asset's ETag.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// An error as a response: the error object, readable from any origin, never
/// cached; a 503 says when to try again.
fn failure(status: StatusCode, error: &Error) -> Response {
    let mut body = Vec::new();
    let _ = error.write_json(&mut body);
    let headers = [
        (header::CONTENT_TYPE, "application/json"),
        (header::ACCESS_CONTROL_ALLOW_ORIGIN, "*"),
        (header::CACHE_CONTROL, "no-store"),
    ];
    let mut response = (status, headers, body).into_response();
    if status == StatusCode::SERVICE_UNAVAILABLE {
        response.headers_mut().insert(header::RETRY_AFTER, header::HeaderValue::from_static("2"));
    }
    response
}

/// How long an answer may be kept: a day (the same question always gets the
/// same answer).
const ANSWER_CACHE: &str = "public, max-age=86400";

/// What a handler computes: JSON or SVG.
enum Body {
    Json(String),
    Svg(String),
}

async fn api(
    State(server): State<Arc<Server>>,
    Path((game, question)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let shared = &server.shared;
    let (lang, params) = match read_words(&shared.config, &headers, query.as_deref()) {
        Ok(read) => read,
        Err((lang, status, e)) => return lang.scope(|| failure(status, &e)),
    };
    if !is_heavy(&game, &question) {
        // Cheap answers (O(1) big-number operations on at most max_digits
        // digits, well under a millisecond at the default) run right here: a
        // hand-off to the blocking pool would cost more than the work.
        return lang.scope(|| response(answer(shared, &game, &question, params)));
    }
    let timeout = shared.config.timeout;
    let too_long = move || {
        let args = vec![("seconds", Arg::Notation(timeout.as_secs_f64().to_string()))];
        Error::of(ErrorKind::Limit, "error_timeout", args).keyed("timeout")
    };
    let work = {
        let shared = shared.clone();
        // Stopped at the request's deadline (the computations check the
        // token), so that an answer given up on does not hold the heavy
        // thread from the requests queued behind it.
        let deadline = std::time::Instant::now() + timeout;
        server.heavy.run(move || {
            let token = cancel::Token::polling(Duration::from_millis(20), move || {
                std::time::Instant::now() >= deadline
            });
            lang.scope(|| cancel::run(&token, || answer(&shared, &game, &question, params)))
                .unwrap_or_else(|_| Err((StatusCode::SERVICE_UNAVAILABLE, too_long())))
        })
    };
    let done = tokio::time::timeout(timeout, work).await;
    lang.scope(|| match done {
        Err(_) => failure(StatusCode::SERVICE_UNAVAILABLE, &too_long()),
        Ok(Err(NotRun::Busy)) => failure(
            StatusCode::SERVICE_UNAVAILABLE,
            &Error::of(
                ErrorKind::Limit,
                "error_busy",
                vec![("waiting", Arg::Notation(shared.config.heavy_queue.to_string()))],
            ),
        ),
        Ok(Err(NotRun::Failed)) => failure(
            StatusCode::INTERNAL_SERVER_ERROR,
            &Error::of(ErrorKind::Usage, "error_failed", Vec::new()),
        ),
        Ok(Ok(answered)) => response(answered),
    })
}

/// The query's parameters, refused when longer than the configured maximum.
/// The query, and the words' language: `lang=`, else the browser's
/// Accept-Language. The language is a thread's only while an answer is
/// written (never across an await, where other requests may run on it); a
/// refused query is said in the language the headers ask for.
fn read_words(
    config: &Config,
    headers: &HeaderMap,
    query: Option<&str>,
) -> Result<(Lang, Params), (Lang, StatusCode, Error)> {
    let accepted = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).unwrap_or("");
    let lang = Lang::negotiate(accepted);
    let mut params = read_query(config, query.unwrap_or_default()).map_err(|(status, e)| {
        // A query refused whole (a key given twice) is still said in its lang=.
        let asked = form_urlencoded::parse(query.unwrap_or_default().as_bytes())
            .find(|(key, _)| key == "lang")
            .and_then(|(_, tag)| Lang::parse(&tag));
        (asked.unwrap_or(lang), status, e)
    })?;
    match params.lang() {
        Ok(asked) => Ok((asked.unwrap_or(lang), params)),
        Err(e) => Err((lang, status_of(e.kind), e)),
    }
}

fn read_query(config: &Config, query: &str) -> Result<Params, (StatusCode, Error)> {
    if query.len() > config.max_query {
        let args = vec![("bytes", Arg::Notation(config.max_query.to_string()))];
        let error = Error::of(ErrorKind::Limit, "error_query_long", args);
        return Err(refused(error));
    }
    Params::parse(query).map_err(refused)
}

/// The one place an error's kind becomes an HTTP status: a usage, input or
/// limit error is the request's (400), an I/O error the server's (500). (An
/// unknown path is 404 and a time-out 503 whatever the error says.)
pub fn status_of(kind: ErrorKind) -> StatusCode {
    match kind {
        ErrorKind::Usage | ErrorKind::Input | ErrorKind::Limit => StatusCode::BAD_REQUEST,
        ErrorKind::Io => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// An error refused with the status of its kind.
fn refused(e: Error) -> (StatusCode, Error) {
    (status_of(e.kind), e)
}

/// An answer as an HTTP response: JSON or SVG, or the error object.
fn response(answered: Answered) -> Response {
    let (kind, body) = match answered {
        Err((status, e)) => return failure(status, &e),
        Ok(Body::Json(json)) => ("application/json", json),
        Ok(Body::Svg(svg)) => ("image/svg+xml", svg),
    };
    let headers = [
        (header::CONTENT_TYPE, kind),
        (header::ACCESS_CONTROL_ALLOW_ORIGIN, "*"),
        (header::CACHE_CONTROL, ANSWER_CACHE),
        // The words follow the browser's language where `lang=` is not given.
        (header::VARY, "Accept-Language"),
    ];
    (headers, body).into_response()
}

/// One API request answered synchronously, without the server's time-out or
/// permits: the status code and the body (JSON or SVG). What the fuzz target
/// and the tests of the query parsing call.
///
/// ```
/// let config = wythoff_web::Config { cache: wythoff_answer::grundy::RowsCache::none(), ..Default::default() };
/// let (status, body) = wythoff_web::respond(&config, "wythoff", "status", "a=4&b=7");
/// assert_eq!(status, 200);
/// assert!(body.contains("\"outcome\":\"P\""));
/// assert_eq!(wythoff_web::respond(&config, "wythoff", "status", "a=4").0, 400);
/// ```
pub fn respond(config: &Config, game: &str, question: &str, query: &str) -> (u16, String) {
    let limits = web_limits(config);
    let shared = Shared { config: config.clone(), limits };
    let mut lang = Lang::En;
    let answered = read_query(config, query).and_then(|mut params| {
        lang = params.lang().map_err(refused)?.unwrap_or(lang);
        lang.scope(|| answer(&shared, game, question, params))
    });
    match answered {
        Ok(Body::Json(body) | Body::Svg(body)) => (200, body),
        Err((status, e)) => {
            let mut body = Vec::new();
            let _ = lang.scope(|| e.write_json(&mut body));
            (status.as_u16(), String::from_utf8_lossy(&body).into_owned())
        }
    }
}

/// The limits the server answers under: the command's, narrowed so that a request
/// stays cheap.
pub fn web_limits(config: &Config) -> Limits {
    let mut limits = Limits {
        max_digits: config.max_digits,
        // A request must stay cheap: a direct G(a, b) of at most 2.5·10^8
        // steps (under a second on an idle server), a row walk as costly, a
        // take-and-break computation as costly, a listing of at most 10,000
        // P-positions.
        grundy_direct_steps: 250_000_000,
        grundy_walk_steps: 250_000_000,
        take_break_work: 250_000_000,
        // A misère question: a heap's canonical forms or a quotient grown,
        // about a second (Kayles' forms to heap 40 or so); its memory a
        // quarter of a gigabyte.
        misere_steps: 1 << 25,
        misere_memory: 1 << 28,
        // A recheck searches as long as the atlas did: not here.
        take_break_recheck_work: 0,
        max_items: 10_000,
        ..Limits::default()
    };
    // What the command line set over these (each a known name, checked by
    // the command).
    for &(name, value) in &config.given {
        let _ = limits.set_named(name, value);
    }
    limits
}

type Answered = Result<Body, (StatusCode, Error)>;

/// The registry's catalogue, with the server's value of every limit a game is
/// bounded by, of the digit limit and of the misère budgets (which bound every
/// heap game in misère play): `limits: {name: "value"}`.
fn games(limits: &Limits) -> Body {
    let mut catalogue = serde_json::to_value(registry::Catalogue).expect("the catalogue serialises");
    let mut named = serde_json::Map::new();
    let bounds = registry::entries().flat_map(|e| e.bounds.iter().copied());
    for name in ["max_digits", "misere_steps", "misere_memory"].into_iter().chain(bounds) {
        if let Some(value) = limits.named(name) {
            named.insert(name.to_string(), value.to_string().into());
        }
    }
    catalogue["limits"] = named.into();
    json(&catalogue)
}

fn json(answer: &impl serde::Serialize) -> Body {
    Body::Json(serde_json::to_string(answer).expect("answers serialise"))
}

fn answer(shared: &Shared, game: &str, question: &str, mut params: Params) -> Answered {
    let bad = refused;
    let limits = &shared.limits;
    if GAME_QUESTIONS.contains(&question) || question == WINDOW {
        if registry::entry(game).is_none() {
            let args = vec![
                ("game", Arg::Notation(brief_text(game))),
                ("games", Arg::Notation(registry::names(|_| true))),
            ];
            let e = Error::of(ErrorKind::Usage, "error_no_game", args);
            return Err((StatusCode::NOT_FOUND, e));
        }
        return game_answer(game, question, params, limits).map_err(bad);
    }
    if pictures::is_picture(game, question) {
        return pictures::picture(game, question, params, limits).map_err(bad);
    }
    if let Some(action) = registry::entry(game).and_then(|e| e.action(question)) {
        return game_action(game, action, params, limits).map_err(bad);
    }
    let body = match (game, question) {
        (SUM, "") => {
            let expression = params
                .text("expr")
                .ok_or_else(|| bad(Error::of(ErrorKind::Usage, "error_expr", Vec::new()).keyed("expr")))?;
            let rule = params.rule().map_err(bad)?;
            params.done().map_err(bad)?;
            if rule == Rule::Misere {
                json(&MisereSumAnswer::new(&expression, limits).map_err(|e| bad(e.concerning("expr")))?)
            } else {
                let cache = &shared.config.cache;
                json(
                    &SumAnswer::new(&expression, limits, cache, &mut |_| {})
                        .map_err(|e| bad(e.concerning("expr")))?,
                )
            }
        }
        ("wythoff", "nth") => {
            let k = params.number("k", limits).map_err(bad)?;
            let rule = params.rule().map_err(bad)?;
            params.done().map_err(bad)?;
            json(&PPosition::new(k, rule))
        }
        ("wythoff", "pair") => {
            let n = params.number("n", limits).map_err(bad)?;
            let rule = params.rule().map_err(bad)?;
            params.done().map_err(bad)?;
            json(&Pair::new(n, rule))
        }
        ("wythoff", "positions") => {
            let mut number = |key: &str| {
                params.text(key).map(|text| limits.number(&text).map_err(|e| e.about(key))).transpose()
            };
            let from = number("from").map_err(bad)?.unwrap_or(Natural::ZERO);
            let (count, to) = (number("count").map_err(bad)?, number("to").map_err(bad)?);
            let rule = params.rule().map_err(bad)?;
            params.done().map_err(bad)?;
            let (from, end) =
                positions_range(from, count, to, ["from", "count", "to"], limits).map_err(bad)?;
            let mut body = Vec::new();
            write_positions(&mut body, rule, &from, &end, wythoff_answer::Format::Json)
                .expect("writing to memory");
            body.pop(); // the newline
            Body::Json(String::from_utf8(body).expect("JSON is UTF-8"))
        }
        ("wythoff", "grundy") => {
            let (a, b) = (params.number("a", limits).map_err(bad)?, params.number("b", limits).map_err(bad)?);
            params.done().map_err(bad)?;
            let answer = GrundyAnswer::new(&a, &b, limits, &shared.config.cache, &mut |_| {}, &mut |_| {})
                .map_err(bad)?;
            json(&answer)
        }
        ("wythoff", "grundy_table") => {
            let (size, a) = params.square(limits).map_err(bad)?;
            json(&GrundySquare::new(size, a).map_err(bad)?)
        }
        ("wythoff", "board.svg") => {
            let size = params.small("size", limits, 20).map_err(bad)?;
            let a = params.small("a", limits, 1).map_err(bad)?;
            let rule = params.rule().map_err(bad)?;
            let at = match params.text("at") {
                None => None,
                Some(text) => Some(limits.point(&text, "at").map_err(bad)?),
            };
            let sheet = match params.text("sheet") {
                None => wythoff_render::Sheet::Answers,
                Some(name) => wythoff_render::Sheet::parse(&name).map_err(bad)?,
            };
            if sheet == wythoff_render::Sheet::Position && at.is_none() {
                return Err(bad(Error::of(ErrorKind::Usage, "error_sheet_at", Vec::new()).keyed("at")));
            }
            params.done().map_err(bad)?;
            let board = wythoff_render::Board { size, a, rule, at, sheet };
            Body::Svg(wythoff_render::board_svg(&board).map_err(|e| bad(e.into()))?)
        }
        ("wythoff", "grundy.svg") => {
            let (size, a) = params.square(limits).map_err(bad)?;
            Body::Svg(wythoff_render::grundy_svg_for(size, a).map_err(|e| bad(e.into()))?)
        }
        _ => {
            let path = format!("/api/{}/{}", brief_text(game), brief_text(question));
            let e = Error::of(ErrorKind::Usage, "error_no_endpoint", vec![("path", Arg::Notation(path))]);
            return Err((StatusCode::NOT_FOUND, e));
        }
    };
    Ok(body)
}

/// One of a game's own actions (`/api/subtraction/period`, `/api/octal/sequence?n=20`):
/// the game's parameters, `n` for the number it takes, its flags by name, and `misere`.
fn game_action(
    game: &str,
    action: &'static registry::ActionSpec,
    mut params: Params,
    limits: &Limits,
) -> Result<Body, Error> {
    let rule = params.rule()?;
    let game = registry::Game::from_query(game, &mut params, limits)?;
    if rule == Rule::Misere && !game.entry().misere {
        let args = vec![("title", wythoff_answer::words::title(game.entry().name))];
        return Err(Error::of(ErrorKind::Usage, "error_normal_only", args));
    }
    let numbers = match action.numbers {
        0 => Vec::new(),
        _ => vec![params.number("n", limits)?],
    };
    let mut flags = Vec::new();
    for f in action.flags {
        if f.switch {
            if params.switch(f.long)? {
                flags.push((f.long, Natural::from(1u32)));
            }
            continue;
        }
        match (params.text(f.long), f.default) {
            (Some(text), _) => flags.push((f.long, limits.number(&text).map_err(|e| e.about(f.long))?)),
            (None, Some(default)) => flags.push((f.long, limits.number(default)?)),
            (None, None) => {}
        }
    }
    params.done()?;
    let request = registry::Request { game: &game, rule, numbers: &numbers, flags: &flags, limits };
    let mut body = Vec::new();
    wythoff_answer::act::answer(game.kind(), action, &request)?
        .write(&mut body, wythoff_answer::Format::Json)?;
    body.pop(); // the newline
    Ok(Body::Json(String::from_utf8(body).expect("JSON is UTF-8")))
}

/// A question every game answers, through the registry: the position read as
/// the game's entry names it, then the analysis, the computer's move, or the
/// player's move checked.
fn game_answer(game: &str, question: &str, mut params: Params, limits: &Limits) -> Result<Body, Error> {
    let rule = params.rule()?;
    let spec = GameSpec::from_query(game, rule, &mut params, limits)?;
    let body = match question {
        "status" | "moves" => {
            let question = if question == "moves" { Question::Moves } else { Question::Status };
            params.done()?;
            json(&spec.analysis(question, limits)?)
        }
        "computer" => {
            let level = match params.text("level") {
                None => Level::Perfect,
                Some(name) => Level::from_name(&name, "level").map_err(|e| e.keyed("level"))?,
            };
            let seed = params.small("seed", limits, 1)?;
            let by = player(&mut params, Player::Computer)?;
            params.done()?;
            json(&spec.computer(level, seed, by, limits)?)
        }
        "options" => {
            params.done()?;
            json(&wythoff_answer::options::OptionsAnswer::new(&spec, limits)?)
        }
        WINDOW => {
            let corner = params.numbers("corner", limits)?;
            let [x, y] = <[Natural; 2]>::try_from(corner)
                .map_err(|_| Error::of(ErrorKind::Usage, "error_corner", Vec::new()))?;
            let size = params.small("size", limits, 12)?;
            params.done()?;
            json(&spec.window([x, y], size, limits)?)
        }
        _ => {
            let to = params.numbers("to", limits)?;
            let by = player(&mut params, Player::Human)?;
            params.done()?;
            json(&spec.check(to, by, limits)?)
        }
    };
    Ok(body)
}

/// `by`, the player who moves (the end of the game names them), or `default`.
fn player(params: &mut Params, default: Player) -> Result<Player, Error> {
    params.text("by").map_or(Ok(default), |key| Player::from_key(&key, "by"))
}
