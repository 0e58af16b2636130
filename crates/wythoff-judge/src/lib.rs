//! Contest tooling over the `wythoff` library.
pub mod float;
