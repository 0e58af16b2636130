//! `grundy table`: the n × n table of Wythoff's Grundy values computed on
//! several threads and written as text, binary or an OEIS b-file.

use std::io::{self, Write};

use crate::{Error, Limits};

/// How `grundy table` writes the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableFormat {
    /// n lines; line a holds G(a, 0) … G(a, n − 1), separated by single spaces.
    Text,
    /// The OEIS b-file of A004481: "index value" lines, the first n
    /// antidiagonals (a + b < n) in order, each from (0, s) to (s, 0); n(n+1)/2
    /// terms from index 0.
    Bfile,
    /// Little-endian u32, row-major, n·n values.
    Bin,
    /// The OEIS b-file of A047708, the diagonal: "n G(n, n)" lines for n < N.
    Diagonal,
    /// The OEIS b-file of A048850, the diagonal's inverse permutation: "g n"
    /// lines, G(n, n) = g, for 2g < N (each g is on the diagonal at some
    /// n ≤ 2g, so N settles them all; Landman's argument in A047708).
    DiagonalInverse,
    /// The OEIS b-file of A317205, the table as a triangle read by rows:
    /// G(n, 0) … G(n, n) for n < N, N(N+1)/2 terms from index 0.
    Triangle,
    /// A header `x\y,0,1,…` and a line per row a: `a,G(a, 0),G(a, 1),…`.
    Csv,
    /// As CSV, separated by tabs.
    Tsv,
}

impl TableFormat {
    /// The separator of a text format's values, with whether each row starts
    /// with its index (after a header of the column indices).
    fn text(self) -> Option<(u8, bool)> {
        match self {
            TableFormat::Text => Some((b' ', false)),
            TableFormat::Csv => Some((b',', true)),
            TableFormat::Tsv => Some((b'\t', true)),
            _ => None,
        }
    }

    /// Written from the whole table, once it is complete.
    fn whole(self) -> bool {
        matches!(
            self,
            TableFormat::Bfile | TableFormat::Diagonal | TableFormat::DiagonalInverse | TableFormat::Triangle
        )
    }
}

/// Writes bytes at an offset of the output (a file's `write_all_at`).
pub type WriteAt<'a> = &'a (dyn Fn(&[u8], u64) -> io::Result<()> + Sync);

/// Computes the n × n table on `threads` threads (all the machine has for None)
/// and writes it in `format`, rows streamed as they are complete (for text and
/// bin; the b-file needs the whole table first). `progress(rows)` reports rows
/// complete. Given `write_at`, the bin format is written through it instead:
/// the threads that compute the rows turn each strip into bytes, and a writer
/// thread puts them at their offsets (a few strips waiting at most), so that
/// no computing thread waits on the file.
pub fn write_table(
    out: &mut dyn Write,
    write_at: Option<WriteAt<'_>>,
    n: usize,
    format: TableFormat,
    threads: Option<usize>,
    limits: &Limits,
    progress: &mut dyn FnMut(usize),
) -> Result<(), Error> {
    limits.check_table(n)?;
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |t| t.get()));
    let mut failed: Option<io::Error> = None;
    let (mut row, mut bytes) = (Vec::new(), Vec::new());
    let positioned = write_at.filter(|_| format == TableFormat::Bin);
    let (to_writer, strips) = std::sync::mpsc::sync_channel::<(u64, Vec<u8>)>(4);
    let writer_failed = std::sync::atomic::AtomicBool::new(false);
    // Buffers the writer is done with, used again (fresh ones cost page faults).
    let spare: std::sync::Mutex<Vec<Vec<u8>>> = std::sync::Mutex::new(Vec::new());
    if let Some((sep, true)) = format.text() {
        let mut header = b"x\\y".to_vec();
        for b in 0..n {
            header.push(sep);
            let _ = write!(header, "{b}");
        }
        header.push(b'\n');
        out.write_all(&header)?;
    }
    let (table, written) = std::thread::scope(|scope| {
        let writer = positioned.map(|write_at| {
            let (writer_failed, spare) = (&writer_failed, &spare);
            scope.spawn(move || {
                for (offset, bytes) in strips {
                    if let Err(e) = write_at(&bytes, offset) {
                        writer_failed.store(true, std::sync::atomic::Ordering::Relaxed);
                        return Err(e);
                    }
                    spare.lock().unwrap_or_else(|e| e.into_inner()).push(bytes);
                }
                Ok(())
            })
        });
        let to_writer = to_writer;
        let on_strip = |rows: wythoff::wythoff_grundy::StripRows<'_>| {
            if positioned.is_none() || writer_failed.load(std::sync::atomic::Ordering::Relaxed) {
                return;
            }
            let mut bytes = spare.lock().unwrap_or_else(|e| e.into_inner()).pop().unwrap_or_default();
            bytes.clear();
            rows.le_u32(&mut bytes);
            // Fails only once the writer has stopped on an error, reported below.
            let _ = to_writer.send((4 * (rows.rows().start as u64) * n as u64, bytes));
        };
        let table = wythoff::wythoff_grundy::table_with_strips(
            n,
            threads,
            &mut |table, rows| {
                progress(rows.end);
                if failed.is_some() || format.whole() || positioned.is_some() {
                    return;
                }
                bytes.clear();
                if format == TableFormat::Bin {
                    table.rows_le_u32(rows.clone(), &mut bytes);
                }
                for a in rows {
                    if let Some((sep, indexed)) = format.text() {
                        table.row_into(a, &mut row);
                        if indexed {
                            let _ = write!(bytes, "{a}");
                            bytes.push(sep);
                        }
                        for (b, g) in row.iter().enumerate() {
                            if b > 0 {
                                bytes.push(sep);
                            }
                            let _ = write!(bytes, "{g}");
                        }
                        bytes.push(b'\n');
                    }
                }
                if let Err(e) = out.write_all(&bytes) {
                    failed = Some(e);
                }
            },
            &on_strip,
        );
        drop(to_writer);
        let written = writer.map_or(Ok(()), |w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
        (table, written)
    });
    if let Some(e) = failed.or(written.err()) {
        return Err(e.into());
    }
    if format == TableFormat::Bfile {
        // By antidiagonals s, each from (0, s) to (s, 0).
        write_triangle(out, n, |s, m| table.get(m, s - m))?;
    }
    if format == TableFormat::Diagonal {
        bytes.clear();
        for m in 0..n {
            let _ = writeln!(bytes, "{m} {}", table.get(m, m));
        }
        out.write_all(&bytes)?;
    }
    if format == TableFormat::DiagonalInverse {
        // Each value is on the diagonal once (two diagonal cells are options of
        // one another); g at some n ≤ 2g: of the n ≤ 2g where G(n, n) ≠ g, at
        // most g hold a smaller value, and the others hold g in their row left
        // of the diagonal, the larger pile of a g-value (x, n), x < n, whose two
        // piles are distinct rows: at most (2g + 1)/2 of them.
        let mut at = vec![u64::MAX; n.div_ceil(2)];
        for m in 0..n {
            if let Some(slot) = at.get_mut(table.get(m, m) as usize) {
                *slot = m as u64;
            }
        }
        bytes.clear();
        for (g, m) in at.iter().enumerate() {
            debug_assert!(*m != u64::MAX, "{g} is on the diagonal by n = 2g");
            let _ = writeln!(bytes, "{g} {m}");
        }
        out.write_all(&bytes)?;
    }
    if format == TableFormat::Triangle {
        // By rows a, each from (a, 0) to (a, a).
        write_triangle(out, n, |a, b| table.get(a, b))?;
    }
    Ok(())
}

/// A triangle's b-file, "index value" lines from index 0: for each line s < n,
/// the values `at(s, 0)` … `at(s, s)`, written a megabyte at a time.
fn write_triangle(out: &mut dyn Write, n: usize, at: impl Fn(usize, usize) -> u32) -> io::Result<()> {
    let (mut bytes, mut index) = (Vec::new(), 0u64);
    for s in 0..n {
        for m in 0..=s {
            let _ = writeln!(bytes, "{index} {}", at(s, m));
            index += 1;
        }
        if bytes.len() > 1 << 20 {
            out.write_all(&bytes)?;
            bytes.clear();
        }
    }
    out.write_all(&bytes)
}
