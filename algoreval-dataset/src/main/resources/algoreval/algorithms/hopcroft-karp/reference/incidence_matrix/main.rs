use std::collections::VecDeque;

const INF: usize = usize::MAX;

/// Left vertices are 0..m-1, right vertices m..m+n-1; `None` means "unmatched".
struct Matcher<'a> {
    m: usize,
    adj: &'a [Vec<usize>],
    pair_u: Vec<Option<usize>>,
    pair_v: Vec<Option<usize>>,
    dist: Vec<usize>,
    /// length of the shortest augmenting paths of the current phase
    free_dist: usize,
}

impl Matcher<'_> {
    fn bfs(&mut self) -> bool {
        let mut queue = VecDeque::new();
        for u in 0..self.m {
            if self.pair_u[u].is_none() {
                self.dist[u] = 0;
                queue.push_back(u);
            } else {
                self.dist[u] = INF;
            }
        }
        self.free_dist = INF;
        while let Some(u) = queue.pop_front() {
            if self.dist[u] >= self.free_dist {
                continue;
            }
            for &v in &self.adj[u] {
                match self.pair_v[v - self.m] {
                    None => {
                        if self.free_dist == INF {
                            self.free_dist = self.dist[u] + 1;
                        }
                    }
                    Some(w) => {
                        if self.dist[w] == INF {
                            self.dist[w] = self.dist[u] + 1;
                            queue.push_back(w);
                        }
                    }
                }
            }
        }
        self.free_dist != INF
    }

    fn dfs(&mut self, u: usize) -> bool {
        let adj = self.adj;
        for &v in &adj[u] {
            let augments = match self.pair_v[v - self.m] {
                None => self.free_dist == self.dist[u] + 1,
                Some(w) => self.dist[w] != INF && self.dist[w] == self.dist[u] + 1 && self.dfs(w),
            };
            if augments {
                self.pair_u[u] = Some(v);
                self.pair_v[v - self.m] = Some(u);
                return true;
            }
        }
        self.dist[u] = INF;
        false
    }
}

/// `b` has m + n rows (left vertices 0..m-1, then right vertices m..m+n-1) and one column per edge.
fn hopcroft_karp(m: usize, n: usize, b: &[Vec<u8>]) -> usize {
    // adj[u]: the right vertices adjacent to left vertex u
    let mut adj = vec![Vec::new(); m];
    for j in 0..b[0].len() {
        let ends: Vec<usize> = (0..m + n).filter(|&r| b[r][j] == 1).collect();
        let (u, v) = (ends[0], ends[1]); // u < m <= v
        adj[u].push(v);
    }
    let mut g = Matcher {
        m,
        adj: &adj,
        pair_u: vec![None; m],
        pair_v: vec![None; n],
        dist: vec![0; m],
        free_dist: INF,
    };
    let mut result = 0;
    while g.bfs() {
        for u in 0..m {
            if g.pair_u[u].is_none() && g.dfs(u) {
                result += 1;
            }
        }
    }
    result
}

fn main() {
    let (m, n) = (4, 4);
    let b: Vec<Vec<u8>> = vec![
        vec![1, 1, 0, 0, 0, 0],
        vec![0, 0, 1, 0, 0, 0],
        vec![0, 0, 0, 1, 0, 0],
        vec![0, 0, 0, 0, 1, 1],
        vec![0, 0, 1, 0, 0, 0],
        vec![1, 0, 0, 1, 1, 0],
        vec![0, 1, 0, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 1],
    ];
    println!("Size of maximum matching is {}", hopcroft_karp(m, n, &b));
}
