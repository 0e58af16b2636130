//! Canonical forms written as CGSuite writes them.
//!
//! A nim-heap is its size (`2`; from 10 on `&10;`). A game is the list of its
//! options, largest first, an option that is itself a list in parentheses:
//! `*[42]` has options *4 and *2. A game with one option is that option
//! followed by `#`. A game that is a smaller game plus a nim-heap *n is the
//! smaller game followed by the subscript n (or −n, when the game plus *n is
//! the smaller one); subscripts are read left to right and, in plain text,
//! written in brackets: `*[2[2]]` is *2 + *2, `*[2[#2#]]` the game whose only
//! option is {*2} + *2.

use std::cmp::Ordering;

use super::{Form, Forms};

enum Sub {
    Sharp,
    Plus(u32),
    Minus(u32),
}

struct Chain {
    base: String,
    subs: Vec<Sub>,
}

impl Chain {
    fn render(self) -> Option<String> {
        let mut text = self.base;
        let numbered = self.subs.iter().any(|s| !matches!(s, Sub::Sharp));
        if numbered {
            text.push('[');
        }
        for sub in self.subs {
            match sub {
                Sub::Sharp => text.push('#'),
                Sub::Plus(n) => text.push_str(&digit(n)),
                Sub::Minus(n) => {
                    text.push('-');
                    text.push_str(&digit(n));
                }
            }
        }
        if numbered {
            text.push(']');
        }
        (text.len() <= LONGEST_NAME).then_some(text)
    }
}

fn digit(n: u32) -> String {
    if n < 10 { n.to_string() } else { format!("&{n};") }
}

/// The longest name worked out: a wild game's form can hold its options'
/// forms many times over, its name far longer than the arena.
pub const LONGEST_NAME: usize = 1 << 16;

impl Forms {
    /// `form` as CGSuite writes a misère canonical form: `*[2#0]`; None where
    /// that is longer than [`LONGEST_NAME`] characters.
    pub fn name(&mut self, form: Form) -> Option<String> {
        let text = self.rendered(form, false)?;
        Some(format!("*[{text}]"))
    }

    /// `form` written out (in parentheses where it is a list and
    /// `parenthesize`), each form written once and kept.
    fn rendered(&mut self, form: Form, parenthesize: bool) -> Option<String> {
        if let Some(text) = self.names.get(&(form, parenthesize)) {
            return text.clone();
        }
        let text =
            self.chain(form, parenthesize).and_then(|c| c.render()).filter(|t| t.len() <= LONGEST_NAME);
        self.names.insert((form, parenthesize), text.clone());
        text
    }

    /// Is `form` odd: G + *1 one of its options (CGSuite's parity, which
    /// splits each pair G, G + *1)?
    fn is_odd(&mut self, form: Form) -> bool {
        match self.nim(1).and_then(|one| self.add(form, one)) {
            Ok(partner) => self.has_option(form, partner),
            Err(_) => false,
        }
    }

    fn chain(&mut self, form: Form, parenthesize: bool) -> Option<Chain> {
        let b = self.birthday(form);
        if self.is_nim_heap(form) {
            return Some(Chain { base: digit(b), subs: Vec::new() });
        }
        let odd = self.is_odd(form);
        let mut i = if odd { 3 } else { 2 };
        while i < b {
            let Ok(heap) = self.nim(i) else { break };
            // form = x + *i with x born earlier: x is among its options
            // (x + *0).
            let options = self.options(form).to_vec();
            for x in options {
                // G⁺ adds as a nim-sum: a cheap test before the sum.
                if self.birthday(x) < b
                    && self.normal_value(x) ^ i == self.normal_value(form)
                    && self.add(x, heap).is_ok_and(|s| s == form)
                {
                    return self.then(x, Sub::Plus(i));
                }
            }
            if let Ok(y) = self.add(form, heap)
                && self.birthday(y) < b
            {
                return self.then(y, Sub::Minus(i));
            }
            i += 2;
        }
        if odd && let Ok(even) = self.nim(1).and_then(|one| self.add(form, one)) {
            return self.then(even, Sub::Plus(1));
        }
        let mut options = self.options(form).to_vec();
        if options.len() == 1 {
            return self.then(options[0], Sub::Sharp);
        }
        options.sort_by(|&a, &c| self.order(c, a));
        let mut base = String::new();
        if parenthesize {
            base.push('(');
        }
        for option in options {
            base.push_str(&self.rendered(option, true)?);
            if base.len() > LONGEST_NAME {
                return None;
            }
        }
        if parenthesize {
            base.push(')');
        }
        Some(Chain { base, subs: Vec::new() })
    }

    fn then(&mut self, form: Form, sub: Sub) -> Option<Chain> {
        let mut chain = self.chain(form, true)?;
        chain.subs.push(sub);
        Some(chain)
    }

    /// CGSuite's order of canonical forms: by the even part's birthday,
    /// number of options, normal and misère values and options in turn, then
    /// even before odd.
    fn order(&mut self, a: Form, b: Form) -> Ordering {
        if a == b {
            return Ordering::Equal;
        }
        if let Some(&o) = self.orders.get(&(a, b)) {
            return o;
        }
        let o = self.order_by_keys(a, b);
        self.orders.insert((a, b), o);
        o
    }

    fn order_by_keys(&mut self, a: Form, b: Form) -> Ordering {
        let (ea, a_odd) = self.even_part(a);
        let (eb, b_odd) = self.even_part(b);
        if ea == eb {
            return a_odd.cmp(&b_odd);
        }
        let key = |forms: &Forms, f: Form| {
            (forms.birthday(f), forms.options(f).len(), forms.normal_value(f), forms.misere_value(f))
        };
        let by_keys = key(self, ea).cmp(&key(self, eb));
        if by_keys != Ordering::Equal {
            return by_keys;
        }
        let mut oa = self.options(ea).to_vec();
        let mut ob = self.options(eb).to_vec();
        oa.sort_by(|&x, &y| self.order(x, y));
        ob.sort_by(|&x, &y| self.order(x, y));
        for (x, y) in oa.into_iter().zip(ob) {
            let o = self.order(x, y);
            if o != Ordering::Equal {
                return o;
            }
        }
        Ordering::Equal
    }

    fn even_part(&mut self, form: Form) -> (Form, bool) {
        if self.is_odd(form) {
            match self.nim(1).and_then(|one| self.add(form, one)) {
                Ok(even) => (even, true),
                Err(_) => (form, false),
            }
        } else {
            (form, false)
        }
    }
}
