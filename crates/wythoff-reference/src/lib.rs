//! Slow, obviously correct solvers, written from the games' rules alone: the test
//! oracle for the `wythoff` crate (as `primal-slowsieve` is for `primal`).
//!
//! Nothing here knows a formula. A game is given by its move rule ([`Rules`]); the
//! solver computes every position's outcome and Sprague–Grundy value by retrograde
//! analysis over a bounded box of positions, in an order where every move goes to a
//! position already solved.
