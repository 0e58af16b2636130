//! Contest tooling over the `wythoff` library: the classic judge problems'
//! input/output formats ([`problem`], in the words of [`input`]) and what their
//! statements allow ([`constraints`]), exact judging of any input ([`judge`]), a
//! hard-case generator ([`generate`]) and a stress tester that runs a
//! contestant's program against exact answers ([`stress`]). The mathematics
//! stays in `wythoff`; this crate reads and writes the judges' formats.

pub mod constraints;
pub mod float;
pub mod generate;
pub mod input;
pub mod judge;
pub mod presentation;
pub mod problem;
pub mod scan;
pub mod stress;
