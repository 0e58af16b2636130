//! The game subcommands (`wythoff nim …`, `wythoff octal --code C …`), built
//! from the registry's list with clap's builder: each entry gives its name,
//! its summary and notes, its parameters' flags, the shape of its position,
//! its actions and their flags, and whether it has misère play and `--limit`.
//! Nothing here names a game.
//!
//! Every game subcommand reads `ACTION [NUMBERS]…`: `status`, `moves`,
//! `computer`, `check` and `options` about the position the numbers give, or one of the entry's own
//! actions (`sequence N`, `period`, `positions --max M`).

use std::io::Write;

use clap::builder::{PossibleValue, PossibleValuesParser};
use clap::{Arg, ArgMatches, Args, FromArgMatches};
use wythoff::Natural;
use wythoff_answer::registry::{
    self, ActionSpec, Entry, Game, GameKind, GameSpec, ParameterKind, ParameterSpec, RawParameter, Request,
    Shape,
};
use wythoff_answer::{Answer, Error};

use crate::args::{Action, ByFlag, ComputerFlags, JsonFlag, MoveTo, NumberArg, PlayRule, answer, number};
use crate::context::Context;

/// The questions every game answers.
const ASKED: [(&str, &str); 5] = [
    ("status", "Who wins, and why"),
    ("moves", "Every winning move"),
    ("computer", "The computer's move (--level, --seed), as `play` and the web API make it"),
    ("check", "A move to --to checked: legal, in words, or why not (as the web API's check)"),
    ("options", "Every legal move, each in words (as the web API's options)"),
];

/// A game subcommand, parsed: which game, and its arguments.
pub struct GameCommand {
    kind: &'static dyn GameKind,
    matches: ArgMatches,
}

impl std::fmt::Debug for GameCommand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameCommand").field("game", &self.kind.entry().name).finish()
    }
}

impl clap::Subcommand for GameCommand {
    fn augment_subcommands(cmd: clap::Command) -> clap::Command {
        cmd.subcommands(registry::entries().filter(|e| e.command.is_some()).map(subcommand))
    }
    fn augment_subcommands_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_subcommands(cmd)
    }
    fn has_subcommand(name: &str) -> bool {
        registry::by_command(name).is_some()
    }
}

impl FromArgMatches for GameCommand {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let missing = || clap::Error::new(clap::error::ErrorKind::MissingSubcommand);
        let (name, sub) = matches.subcommand().ok_or_else(missing)?;
        let kind = registry::by_command(name).ok_or_else(missing)?;
        Ok(GameCommand { kind, matches: sub.clone() })
    }
    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = GameCommand::from_arg_matches(matches)?;
        Ok(())
    }
}

/// A parameter's flag as clap takes it: its long name, short name and help,
/// and for a choice its names.
pub fn parameter_arg(p: &ParameterSpec, help: String) -> Arg {
    let mut arg = Arg::new(p.key).long(&p.flag[2..]).help(help).allow_negative_numbers(true);
    if let Some(short) = p.short {
        arg = arg.short(short);
    }
    match p.kind {
        ParameterKind::Choice(choices) => arg.value_parser(PossibleValuesParser::new(
            choices.iter().map(|c| PossibleValue::new(c.name).help(c.about)),
        )),
        ParameterKind::Positive => arg.value_parser(number),
        ParameterKind::Set | ParameterKind::Code => arg,
    }
    .value_name(p.flag[2..].to_uppercase().replace('-', "_"))
}

/// The `--preset` flag for the games that have presets (`names`).
pub fn preset_arg(names: Vec<&'static str>, help: String) -> Arg {
    Arg::new("preset")
        .long("preset")
        .value_name("NAME")
        .help(help)
        .value_parser(PossibleValuesParser::new(names))
}

/// The subcommand of `entry`.
fn subcommand(entry: &'static Entry) -> clap::Command {
    let actions: Vec<PossibleValue> = ASKED
        .iter()
        .map(|(name, about)| PossibleValue::new(*name).help(*about))
        .chain(entry.actions.iter().map(|a| PossibleValue::new(a.name).help(a.about)))
        .collect();
    let names: Vec<&str> = actions.iter().map(|a| a.get_name()).collect();
    let mut cmd = clap::Command::new(entry.command.expect("a game with a subcommand"))
        .about(entry.about)
        .after_help(entry.help)
        .arg(
            Arg::new("action")
                .required(true)
                .value_name("ACTION")
                .help(format!("{} (below)", registry::listed(&names, "or")))
                .value_parser(PossibleValuesParser::new(actions)),
        )
        .arg(
            Arg::new("numbers")
                .num_args(0..)
                .value_name(numbers_name(entry))
                .help(entry.numbers)
                .value_parser(number)
                .allow_negative_numbers(true),
        );
    let given_by_preset = !entry.presets.is_empty();
    for p in entry.parameters {
        let mut arg = parameter_arg(p, registry::capitalised(p.about));
        if p.kind == ParameterKind::Positive {
            arg = arg.help(format!("{} (at least 1)", registry::capitalised(p.about)));
        }
        if given_by_preset {
            arg = arg.required_unless_present("preset").conflicts_with("preset");
        } else {
            arg = arg.required(true);
        }
        cmd = cmd.arg(arg);
    }
    if given_by_preset {
        let names = entry.presets.iter().map(|p| p.name).collect();
        let titles: Vec<String> = entry.presets.iter().map(|p| format!("{} ({})", p.name, p.title)).collect();
        cmd = cmd
            .arg(preset_arg(names, format!("A named form instead of the parameters: {}", titles.join(", "))));
    }
    if let Shape::HeapAndLimit { .. } = entry.shape {
        cmd = cmd.arg(
            Arg::new("limit_of_move")
                .long("max-take")
                .short('m')
                .short_alias('t')
                .value_parser(number)
                .allow_negative_numbers(true)
                .help("The most the next move may take (default: N − 1, the first move)"),
        );
    }
    let mut flags: Vec<&str> = Vec::new();
    for f in entry.actions.iter().flat_map(|a| a.flags) {
        if flags.contains(&f.long) {
            continue;
        }
        flags.push(f.long);
        if f.switch {
            cmd = cmd.arg(Arg::new(f.long).long(f.long).help(f.about).action(clap::ArgAction::SetTrue));
            continue;
        }
        let mut arg = Arg::new(f.long).long(f.long).value_name(f.value).help(f.about).value_parser(number);
        arg = arg.allow_negative_numbers(true);
        if let Some(default) = f.default {
            arg = arg.default_value(default);
        }
        cmd = cmd.arg(arg);
    }
    // A game the rare/common engine computes runs `sequence N` to a values
    // file, and goes on from one.
    if registry::by_command(cmd.get_name()).is_some_and(|k| k.engine().is_some()) {
        cmd = cmd
            .arg(
                Arg::new("out")
                    .long("out")
                    .value_name("FILE")
                    .value_parser(clap::value_parser!(std::path::PathBuf))
                    .help("sequence: write the values to FILE (a header, then each value little-endian; saved as the count doubles) and print what the run found"),
            )
            .arg(
                Arg::new("resume")
                    .long("resume")
                    .value_name("FILE")
                    .value_parser(clap::value_parser!(std::path::PathBuf))
                    .help("sequence: go on from the values FILE holds (checked by its checksum), writing them back to it (or to --out)"),
            );
    }
    // Every game takes --misere; a game without misère play refuses it, saying so.
    cmd = PlayRule::augment_args(cmd);
    if let Some(limit) = entry.limit {
        cmd = cmd.arg(
            Arg::new("limit")
                .long("limit")
                .value_name("N")
                .help(limit.about)
                .value_parser(number)
                .allow_negative_numbers(true),
        );
    }
    cmd = ByFlag::augment_args(MoveTo::augment_args(ComputerFlags::augment_args(cmd)));
    // Last: the flags' own summaries would replace the game's.
    JsonFlag::augment_args(cmd).about(entry.about)
}

/// A usage error for a flag given that belongs to other actions than `spec`
/// (or to any action, where the question is not an action).
fn refuse_others_flags(entry: &Entry, spec: Option<&ActionSpec>, m: &ArgMatches) -> Result<(), Error> {
    for f in entry.actions.iter().flat_map(|a| a.flags) {
        if spec.is_some_and(|s| s.flags.contains(f)) {
            continue;
        }
        let given = if f.switch { m.get_flag(f.long) } else { m.get_one::<NumberArg>(f.long).is_some() };
        if f.default.is_none() && given {
            let owners: Vec<&str> =
                entry.actions.iter().filter(|a| a.flags.contains(f)).map(|a| a.name).collect();
            return Err(Error::usage(format!("--{} is for {}", f.long, registry::listed(&owners, "or"))));
        }
    }
    Ok(())
}

/// What the numbers are called in the usage line: `HEAPS`, `PILES`, `N`.
fn numbers_name(entry: &Entry) -> String {
    match entry.shape {
        Shape::List { key, .. } => key.to_uppercase(),
        Shape::Named([_]) | Shape::HeapAndLimit { .. } => "N".into(),
        Shape::Named(_) => "NUMBERS".into(),
    }
}

impl GameCommand {
    /// Answers the subcommand.
    pub fn run(&self, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
        let (kind, m) = (self.kind, &self.matches);
        let entry = kind.entry();
        let format = JsonFlag::from_arg_matches(m).map_err(clap_internal)?.format();
        let rule = PlayRule::from_arg_matches(m).map_err(clap_internal)?.rule();
        let limits = match (entry.limit, m.try_get_one::<NumberArg>("limit").ok().flatten()) {
            (Some(flag), Some(n)) => (flag.apply)(context.limits.clone(), context.small(n, "--limit")?)
                .map_err(|e| e.about("--limit"))?,
            _ => context.limits.clone(),
        };
        let game = read_game(kind, m, context)?;
        let action = m.get_one::<String>("action").expect("required").as_str();
        let files = ["out", "resume"].map(|f| m.try_get_one::<std::path::PathBuf>(f).ok().flatten());
        if let Some(i) = files.iter().position(Option::is_some) {
            let flag = ["--out", "--resume"][i];
            let (Some(engine), "sequence") = (kind.engine(), action) else {
                return Err(Error::usage(format!("{flag} is for sequence")));
            };
            if rule == wythoff::Rule::Misere {
                return Err(Error::usage(format!("{flag}: sequence lists normal-play values")));
            }
            let args: Vec<NumberArg> =
                m.get_many::<NumberArg>("numbers").map(|v| v.cloned().collect()).unwrap_or_default();
            let [n] = &args[..] else { return Err(Error::usage("sequence takes one number, N")) };
            let n = context.small(n, "<N>")?;
            let [out_file, resume] = files;
            let target = out_file.or(resume).expect("one is given");
            let run = crate::commands::values_file::run(&engine(&game), n, resume, target, &limits)?;
            return Ok(wythoff_answer::Answer::write(&run, out, format)?);
        }
        let args: Vec<NumberArg> =
            m.get_many::<NumberArg>("numbers").map(|v| v.cloned().collect()).unwrap_or_default();
        if let Some(spec) = entry.action(action) {
            if args.len() != spec.numbers {
                let what = match spec.numbers {
                    0 => "no numbers after it".to_string(),
                    1 => "one number, N".to_string(),
                    n => format!("{n} numbers"),
                };
                return Err(Error::usage(format!("{action} takes {what}")));
            }
            refuse_others_flags(entry, Some(spec), m)?;
            let numbers =
                args.iter().map(|a| context.number(a, "<N>")).collect::<Result<Vec<Natural>, Error>>()?;
            let mut flags = Vec::new();
            for f in spec.flags {
                if f.switch {
                    if m.get_flag(f.long) {
                        flags.push((f.long, Natural::from(1u32)));
                    }
                } else if let Some(value) = m.get_one::<NumberArg>(f.long) {
                    flags.push((f.long, context.number(value, &format!("--{}", f.long))?));
                }
            }
            let request = Request { game: &game, rule, numbers: &numbers, flags: &flags, limits: &limits };
            return Ok(wythoff_answer::act::answer(kind, spec, &request)?.write(out, format)?);
        }
        refuse_others_flags(entry, None, m)?;
        if args.is_empty() {
            let numbers = entry.numbers.split(" (").next().unwrap_or(entry.numbers);
            return Err(Error::usage(format!("the position is missing: {}", numbers.to_lowercase())));
        }
        let mut position = crate::args::numbers(&args, |i| number_name(entry, i), context)?;
        if let Some(t) = m.try_get_one::<NumberArg>("limit_of_move").ok().flatten() {
            position.push(context.number(t, "--max-take")?);
        }
        let spec = GameSpec::new(game, rule, position, &limits)?;
        let by = ByFlag::from_arg_matches(m).map_err(clap_internal)?;
        if action == "options" {
            let answer = wythoff_answer::options::OptionsAnswer::new(&spec, &limits)?;
            return Ok(answer.write(out, format)?);
        }
        let ask = match action {
            "status" => Action::Status.ask_plainly(),
            "moves" => Action::Moves.ask_plainly(),
            "check" => MoveTo::from_arg_matches(m).map_err(clap_internal)?.ask(&by, context)?,
            _ => {
                let computer = ComputerFlags::from_arg_matches(m).map_err(clap_internal)?;
                Action::Computer.ask(&computer, &by, context)?
            }
        };
        answer(&spec, ask, &limits, format, out)
    }
}

/// How the command names coordinate `i` of a position in a message: `<N>`, `<X>`,
/// `heap 2`.
fn number_name(entry: &Entry, i: usize) -> String {
    match entry.shape {
        Shape::Named(keys) => format!("<{}>", keys.get(i).unwrap_or(&"n").to_uppercase()),
        Shape::List { max: Some(2), .. } => if i == 0 { "<X>" } else { "<Y>" }.to_string(),
        Shape::List { key, .. } => format!("{} {}", key.trim_end_matches('s'), i + 1),
        Shape::HeapAndLimit { .. } => "<N>".to_string(),
    }
}

/// The game's parameters from its flags (or its preset), checked by the
/// registry; messages name the flags.
pub fn read_game(kind: &'static dyn GameKind, m: &ArgMatches, context: &mut Context) -> Result<Game, Error> {
    let entry = kind.entry();
    if let Some(name) = m.try_get_one::<String>("preset").ok().flatten() {
        let preset = entry.preset(name).ok_or_else(|| registry::unknown_preset(entry, name, "--preset"))?;
        let given =
            |p: &&ParameterSpec| m.value_source(p.key) == Some(clap::parser::ValueSource::CommandLine);
        if let Some(p) = entry.parameters.iter().find(given) {
            return Err(Error::usage(format!("--preset {} gives {} already", preset.name, p.flag)));
        }
        return Game::preset(kind, preset);
    }
    let mut raw = Vec::new();
    for p in entry.parameters {
        // Only `play`, whose flags are every game's, can leave one out.
        let missing = || Error::usage(format!("--game {} needs {}", entry.name, p.flag));
        raw.push(match p.kind {
            ParameterKind::Positive => {
                let arg = m.try_get_one::<NumberArg>(p.key).ok().flatten().ok_or_else(missing)?;
                RawParameter::Numbers(vec![context.number(arg, p.flag)?])
            }
            _ => {
                let text = m.try_get_one::<String>(p.key).ok().flatten().ok_or_else(missing)?;
                RawParameter::read(text, p, p.flag, &context.limits)?
            }
        });
    }
    Game::of(kind, raw, |p| p.flag.to_string())
}

/// A clap error reading back what the builder made: a defect here, said as
/// one.
fn clap_internal(e: clap::Error) -> Error {
    Error::usage(format!("the arguments could not be read back: {e}"))
}
