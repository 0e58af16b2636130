//! Presentation: where a program's output differs from the judge's in blank
//! space only. `stress` notes such answers (and `--strict` fails them): some
//! online judges answer them with Presentation Error, others accept them.

use crate::input::{Kind, Verdict as Words};
use crate::problem::Problem;

/// Where a program's output differs from the judge's in blank space only,
/// answer by answer (its index in the run, from 0) with what differs: a line
/// ending in CRLF, blank space at a line's end or start, blank space inside a
/// line other than one space, a blank line (counted against the answer after
/// it), no newline after the last line. The judge's output has none of these.
/// (Online judges differ on which they accept: HDU's replies include
/// Presentation Error, acm.hdu.edu.cn/faq.php; POJ's board says trailing
/// blank space and trailing blank lines are not one, poj.org/showmessage?
/// message_id=87097. README, "Contest tools".)
pub fn differences(problem: Problem, output: &[u8]) -> Vec<(usize, String)> {
    let blocks = matches!(problem.kind(), Kind::Wythoff(Words::Targets) | Kind::NimWinningMoves);
    let text = String::from_utf8_lossy(output);
    let mut found: Vec<(usize, String)> = Vec::new();
    let mut answers = 0usize;
    let mut pending_blank = false;
    let note = |at: usize, what: &str, found: &mut Vec<(usize, String)>| {
        if !found.iter().any(|(j, _)| *j == at) {
            found.push((at, what.to_string()));
        }
    };
    let lines: Vec<&str> = text.split('\n').collect();
    let last = lines.len() - 1;
    for (i, raw) in lines.iter().enumerate() {
        if i == last && raw.is_empty() {
            break;
        }
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        let words: Vec<&str> = line.split_ascii_whitespace().collect();
        if words.is_empty() {
            pending_blank = true;
            continue;
        }
        // The answer this line belongs to (as `answers_of` counts them).
        let starts = !blocks || words.len() == 1 || answers == 0;
        if starts {
            answers += 1;
        }
        let at = answers - 1;
        if pending_blank {
            note(at, "a blank line before it", &mut found);
            pending_blank = false;
        }
        if raw.ends_with('\r') {
            note(at, "a line ending in CRLF (\\r\\n)", &mut found);
        }
        if line.ends_with([' ', '\t']) {
            note(at, "blank space at the end of a line", &mut found);
        }
        if line.starts_with([' ', '\t']) {
            note(at, "blank space at the start of a line", &mut found);
        }
        if line.trim().len() != words.join(" ").len() {
            note(at, "blank space other than one space between words", &mut found);
        }
        if i == last {
            note(at, "no newline after the last line", &mut found);
        }
    }
    if pending_blank && answers > 0 {
        note(answers - 1, "a blank line after it", &mut found);
    }
    found.sort_by_key(|(j, _)| *j);
    found
}
