/// SplitMix64: a small pseudo-random generator (the standard library has none).
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound as u64) as usize
    }
}

fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

/// One run of random contraction; returns the size of the cut it ends with.
fn contract_once(n: usize, edges: &[(usize, usize)], rng: &mut Rng) -> usize {
    let mut parent: Vec<usize> = (0..n).collect();
    let mut remaining = n;
    while remaining > 2 {
        let (u, v) = edges[rng.below(edges.len())];
        let (ru, rv) = (find(&mut parent, u), find(&mut parent, v));
        if ru != rv {
            // an edge inside a super-vertex is a self-loop: skip it
            parent[ru] = rv;
            remaining -= 1;
        }
    }
    edges
        .iter()
        .filter(|&&(u, v)| find(&mut parent, u) != find(&mut parent, v))
        .count()
}

fn karger_min_cut(n: usize, edges: &[(usize, usize)], trials: usize) -> usize {
    let mut rng = Rng(12345);
    (0..trials)
        .map(|_| contract_once(n, edges, &mut rng))
        .min()
        .unwrap_or(edges.len())
}

fn main() {
    let edges = [
        (0, 2), (0, 2), (0, 2), (0, 5), (0, 7), (1, 3), (1, 4),
        (1, 4), (1, 5), (1, 6), (2, 3), (2, 5), (2, 7), (3, 4),
        (3, 6), (3, 6), (4, 6), (5, 7), (5, 7), (6, 7),
    ];
    println!("{}", karger_min_cut(8, &edges, 1000));
}
