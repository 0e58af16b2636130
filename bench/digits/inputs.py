"""Inputs for bench/digits.sh: K of D digits (k.txt), the P-position (a_K, b_K)
(p.txt) and a near miss (a_K, b_K + 1) (n.txt), computed with gmpy2."""
import random
import sys

from gmpy2 import isqrt, mpz

digits, out = int(sys.argv[1]), sys.argv[2]
random.seed(digits)
k = mpz("1" + "".join(random.choice("0123456789") for _ in range(digits - 1)))
a = (k + isqrt(5 * k * k)) >> 1
b = a + k
for name, text in [("k", f"{k}\n"), ("p", f"{a}\n{b}\n"), ("n", f"{a}\n{b + 1}\n")]:
    with open(f"{out}/{name}.txt", "w") as f:
        f.write(text)
