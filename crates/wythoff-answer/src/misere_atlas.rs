//! The misère quotients kept in the repository, `docs/atlas/misere-quotients.txt`:
//! each octal code's quotient as far as the misère atlas
//! (`docs/atlas/misere-quotients.tsv`) reached, where its order is small
//! enough to keep (every certified one), built into the program, so that
//! questions about those games start from it rather than from heap 1.
//!
//! A stored quotient is only data: it is taken only after
//! [`Quotient::from_parts`] has proven it again (every sum predicted, every
//! two elements told apart, the numbering canonical, the certificate the one
//! its heaps give), which takes milliseconds. The file is text: comment
//! lines (`# `), then for each quotient a block of lines, `quotient GAME`,
//! `heaps` (each heap's element from heap 0), `p` (the P-portion's
//! elements), `stable` (preperiod and period, or `none`), `expansions`, one
//! `action G:` line per generator (x · G for every element x), and `end`;
//! last a SHA-256 of every line before it. A file whose checksum does not
//! match or whose lines are out of shape is refused, as the other atlases
//! are. It is written only by `examples/misere_quotients.rs`
//! (`bench/misere_quotients.sh`).

use std::collections::BTreeMap;

use wythoff::misere::{HeapOptions, Quotient, QuotientParts, Stable};

use crate::atlas::{sealed, unsealed};

/// The stored quotients in the repository, built into the program.
const EMBEDDED: &str = include_str!("../../../docs/atlas/misere-quotients.txt");

/// Where they live in the repository, as answers cite them.
pub const MISERE_ATLAS_PATH: &str = "docs/atlas/misere-quotients.txt";

/// The most work taken to prove a stored quotient again when it is loaded
/// (Dawson's Kayles to heap 33 takes about 2^22 units).
pub const LOAD_WORK: u64 = 1 << 28;

/// The stored quotients, by game (`octal 0.77`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MisereAtlas {
    /// Each game's quotient as data.
    pub quotients: BTreeMap<String, QuotientParts>,
}

/// The key a game's quotient is stored under: `octal 0.77`.
pub fn key(game: &str, parameters: &str) -> String {
    format!("{game} {parameters}")
}

/// The key of a game by its name and parameters (`octal 0.77`).
pub fn game_key(game: &str, parameters: &[(&str, wythoff::game::Parameter)]) -> String {
    use wythoff::game::Parameter;
    let values: Vec<String> = parameters
        .iter()
        .map(|(_, p)| match p {
            Parameter::Number(n) => n.to_string(),
            Parameter::Numbers(ns) => ns.iter().map(ToString::to_string).collect::<Vec<_>>().join(","),
            Parameter::Name(n) => n.to_string(),
            Parameter::Text(t) => t.clone(),
        })
        .collect();
    key(game, &values.join(" "))
}

fn numbers(line: &str) -> Option<Vec<u64>> {
    line.split_whitespace().map(|w| w.parse().ok()).collect()
}

fn small(v: Vec<u64>) -> Option<Vec<u32>> {
    v.into_iter().map(|x| u32::try_from(x).ok()).collect()
}

impl MisereAtlas {
    /// The atlas built into the program; None if the repository's file was
    /// refused when it was built in (a test keeps it readable).
    pub fn embedded() -> Option<&'static MisereAtlas> {
        static ATLAS: std::sync::OnceLock<Option<MisereAtlas>> = std::sync::OnceLock::new();
        ATLAS.get_or_init(|| MisereAtlas::parse(EMBEDDED).ok()).as_ref()
    }

    /// The file's text.
    pub fn text(&self) -> String {
        let mut out = String::from(
            "# The misère quotients that answer questions at the default limits (format 1):\n\
             # each heap's element from heap 0, the P-portion, the certificate for every heap,\n\
             # the expansion heaps, and each generator's action x -> x * G on every element.\n\
             # Written by examples/misere_quotients.rs; each is proven again when loaded.\n",
        );
        let join = |v: &mut dyn Iterator<Item = u64>| v.map(|x| x.to_string()).collect::<Vec<_>>().join(" ");
        for (game, q) in &self.quotients {
            out += &format!("quotient {game}\n");
            out += &format!("heaps {}\n", join(&mut q.heaps.iter().map(|&x| u64::from(x))));
            let p = (0..q.p.len() as u64).filter(|&x| q.p[x as usize]);
            out += &format!("p {}\n", join(&mut p.into_iter()));
            out += &match q.stable {
                Some(s) => format!("stable {} {}\n", s.preperiod, s.period),
                None => "stable none\n".to_string(),
            };
            out += &format!("expansions {}\n", join(&mut q.expansions.iter().copied()));
            for (g, action) in &q.actions {
                out += &format!("action {g}: {}\n", join(&mut action.iter().map(|&x| u64::from(x))));
            }
            out += "end\n";
        }
        sealed(out)
    }

    /// Reads a file [`text`](Self::text) wrote; why it is refused otherwise.
    pub fn parse(text: &str) -> Result<MisereAtlas, String> {
        let body = unsealed(text)?;
        let mut atlas = MisereAtlas::default();
        let mut lines = body.lines().filter(|l| !l.starts_with("# ")).peekable();
        while let Some(line) = lines.next() {
            let game = line
                .strip_prefix("quotient ")
                .ok_or_else(|| format!("expected a quotient, found {line:?}"))?;
            let mut field = |name: &str| -> Result<&str, String> {
                let line = lines.next().ok_or(format!("{game}: the file ends before {name}"))?;
                line.strip_prefix(name)
                    .and_then(|rest| rest.strip_prefix(' ').or((rest.is_empty()).then_some(rest)))
                    .ok_or(format!("{game}: expected {name}, found {line:?}"))
            };
            let bad = |what: &str| format!("{game}: {what} out of shape");
            let heaps = numbers(field("heaps")?).and_then(small).ok_or_else(|| bad("heaps"))?;
            let p_list = numbers(field("p")?).ok_or_else(|| bad("p"))?;
            let stable = match field("stable")? {
                "none" => None,
                s => match numbers(s).as_deref() {
                    Some(&[preperiod, period]) => Some(Stable { preperiod, period }),
                    _ => return Err(bad("stable")),
                },
            };
            let expansions = numbers(field("expansions")?).ok_or_else(|| bad("expansions"))?;
            let mut actions = Vec::new();
            while let Some(line) = lines.next_if(|l| l.starts_with("action ")) {
                let (g, rest) = line["action ".len()..].split_once(':').ok_or_else(|| bad("an action"))?;
                let g: u32 = g.trim().parse().map_err(|_| bad("an action"))?;
                actions.push((g, numbers(rest).and_then(small).ok_or_else(|| bad("an action"))?));
            }
            if lines.next() != Some("end") {
                return Err(bad("the end"));
            }
            let order = actions.first().map_or(1, |(_, a)| a.len());
            let mut p = vec![false; order];
            for x in p_list {
                *p.get_mut(x as usize).ok_or_else(|| bad("p"))? = true;
            }
            atlas.quotients.insert(game.to_string(), QuotientParts { p, heaps, actions, expansions, stable });
        }
        Ok(atlas)
    }

    /// The stored quotient of `key`'s game, whose heaps move as `moves`
    /// does, proven again (once per process); None where none is stored or
    /// the stored one is refused.
    pub fn quotient(&self, key: &str, moves: &dyn HeapOptions) -> Option<Quotient> {
        static PROVEN: std::sync::Mutex<BTreeMap<String, Option<Quotient>>> =
            std::sync::Mutex::new(BTreeMap::new());
        if let Some(known) = PROVEN.lock().ok()?.get(key) {
            return known.clone();
        }
        let proven = Quotient::from_parts(self.quotients.get(key)?, moves, LOAD_WORK).ok();
        PROVEN.lock().ok()?.insert(key.to_string(), proven.clone());
        proven
    }
}
