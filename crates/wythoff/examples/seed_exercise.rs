//! The seed documents' exercise: take 1, 3, 7 or 8 balls; whoever takes the last
//! ball loses. Prints who wins for the first heaps and the certified period.
use wythoff::game::Rule;
use wythoff::subtraction::{Sequence, SubtractionSet};

fn main() {
    let set = SubtractionSet::new(vec![1, 3, 7, 8]).expect("a valid set");
    let seq = Sequence::compute(&set, Rule::Misere, 1 << 20).expect("periodic");
    let losing: Vec<usize> = (0..40).filter(|&n| seq.values[n] == 0).collect();
    println!("S = {set}, last taker loses");
    println!("heaps below 40 where the player to move loses: {losing:?}");
    let period = seq.period.expect("certified");
    println!("period {} from n = {}", period.period, period.preperiod);
}
