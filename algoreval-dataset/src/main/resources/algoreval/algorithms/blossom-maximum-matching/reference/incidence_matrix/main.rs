use std::collections::VecDeque;

const NONE: usize = usize::MAX;

/// Edmonds' blossom algorithm: augmenting paths found by BFS, odd cycles contracted via `base`.
struct Blossom {
    adj: Vec<Vec<usize>>,
    n: usize,
    mate: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    in_blossom: Vec<bool>,
}

impl Blossom {
    fn new(adj: Vec<Vec<usize>>) -> Self {
        let n = adj.len();
        Blossom {
            adj,
            n,
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            base: (0..n).collect(),
            in_blossom: vec![false; n],
        }
    }

    /// Lowest common ancestor of a and b in the alternating tree (on blossom bases).
    fn lca(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.n];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    /// Marks the blossom path from v down to base b and reverses parent links along it.
    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            let (bv, bm) = (self.base[v], self.base[self.mate[v]]);
            self.in_blossom[bv] = true;
            self.in_blossom[bm] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }

    /// BFS from a free root; returns a free vertex at the end of an augmenting path.
    fn find_augmenting_path(&mut self, root: usize) -> Option<usize> {
        let n = self.n;
        self.parent = vec![NONE; n];
        self.base = (0..n).collect();
        let mut used = vec![false; n]; // even (outer) vertices of the alternating tree
        used[root] = true;
        let mut queue = VecDeque::from(vec![root]);
        while let Some(v) = queue.pop_front() {
            for k in 0..self.adj[v].len() {
                let to = self.adj[v][k];
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    // edge between two even vertices: contract the odd cycle (blossom)
                    let cur_base = self.lca(v, to);
                    self.in_blossom = vec![false; n];
                    self.mark_path(v, cur_base, to);
                    self.mark_path(to, cur_base, v);
                    for i in 0..n {
                        if self.in_blossom[self.base[i]] {
                            self.base[i] = cur_base;
                            if !used[i] {
                                used[i] = true;
                                queue.push_back(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return Some(to);
                    }
                    used[self.mate[to]] = true;
                    queue.push_back(self.mate[to]);
                }
            }
        }
        None
    }

    /// Returns mate: mate[v] is the vertex matched to v, if any.
    fn solve(mut self) -> Vec<Option<usize>> {
        for root in 0..self.n {
            if self.mate[root] != NONE {
                continue;
            }
            let mut end = self.find_augmenting_path(root);
            while let Some(v) = end {
                // flip the matched and unmatched edges along the path
                let pv = self.parent[v];
                let next = self.mate[pv];
                self.mate[v] = pv;
                self.mate[pv] = v;
                end = if next == NONE { None } else { Some(next) };
            }
        }
        self.mate.iter().map(|&m| if m == NONE { None } else { Some(m) }).collect()
    }
}

/// b is n x m (vertex by edge), with a 1 at both endpoints of every edge.
fn max_matching_mates(b: &[Vec<u8>]) -> Vec<Option<usize>> {
    let n = b.len();
    let m = b.first().map_or(0, |row| row.len());
    let mut adj = vec![Vec::new(); n];
    for j in 0..m {
        let ends: Vec<usize> = (0..n).filter(|&v| b[v][j] == 1).collect();
        adj[ends[0]].push(ends[1]);
        adj[ends[1]].push(ends[0]);
    }
    Blossom::new(adj).solve()
}

/// The interface's form: `mate[v]` is v's partner, or -1 when v is unmatched.
#[allow(dead_code)]
fn max_matching(b: &[Vec<i32>]) -> Vec<i32> {
    let rows: Vec<Vec<u8>> = b.iter().map(|row| row.iter().map(|&x| x as u8).collect()).collect();
    max_matching_mates(&rows).iter().map(|m| m.map_or(-1, |v| v as i32)).collect()
}

fn main() {
    let b: Vec<Vec<u8>> = vec![
        vec![1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0],
        vec![1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0],
        vec![0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0],
        vec![0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1],
        vec![0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
        vec![0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0],
        vec![0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1],
    ];
    let mate = max_matching_mates(&b);
    let matched = mate.iter().filter(|m| m.is_some()).count();
    println!("{}", matched / 2);
}
