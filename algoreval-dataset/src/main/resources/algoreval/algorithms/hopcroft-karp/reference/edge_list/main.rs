use std::collections::VecDeque;

const NIL: usize = 0;
const INF: usize = usize::MAX;

struct BipGraph {
    m: usize,
    n: usize,
    adj: Vec<Vec<usize>>,
    pair_u: Vec<usize>,
    pair_v: Vec<usize>,
    dist: Vec<usize>,
}

impl BipGraph {
    fn new(m: usize, n: usize) -> Self {
        BipGraph {
            m,
            n,
            adj: vec![Vec::new(); m + 1],
            pair_u: Vec::new(),
            pair_v: Vec::new(),
            dist: Vec::new(),
        }
    }

    fn add_edge(&mut self, u: usize, v: usize) {
        self.adj[u].push(v);
    }

    fn bfs(&mut self) -> bool {
        let mut queue = VecDeque::new();
        for u in 1..=self.m {
            if self.pair_u[u] == NIL {
                self.dist[u] = 0;
                queue.push_back(u);
            } else {
                self.dist[u] = INF;
            }
        }
        self.dist[NIL] = INF;
        while let Some(u) = queue.pop_front() {
            if self.dist[u] < self.dist[NIL] {
                for &v in &self.adj[u] {
                    let w = self.pair_v[v];
                    if self.dist[w] == INF {
                        self.dist[w] = self.dist[u] + 1;
                        if w != NIL {
                            queue.push_back(w);
                        }
                    }
                }
            }
        }
        self.dist[NIL] != INF
    }

    fn dfs(&mut self, u: usize) -> bool {
        if u == NIL {
            return true;
        }
        for i in 0..self.adj[u].len() {
            let v = self.adj[u][i];
            let w = self.pair_v[v];
            if self.dist[w] != INF && self.dist[w] == self.dist[u] + 1 && self.dfs(w) {
                self.pair_v[v] = u;
                self.pair_u[u] = v;
                return true;
            }
        }
        self.dist[u] = INF;
        false
    }

    fn hopcroft_karp(&mut self) -> usize {
        self.pair_u = vec![NIL; self.m + 1];
        self.pair_v = vec![NIL; self.n + 1];
        self.dist = vec![0; self.m + 1];
        let mut result = 0;
        while self.bfs() {
            for u in 1..=self.m {
                if self.pair_u[u] == NIL && self.dfs(u) {
                    result += 1;
                }
            }
        }
        result
    }
}

fn main() {
    let mut g = BipGraph::new(4, 4);
    g.add_edge(1, 2);
    g.add_edge(1, 3);
    g.add_edge(2, 1);
    g.add_edge(3, 2);
    g.add_edge(4, 2);
    g.add_edge(4, 4);
    println!("Size of maximum matching is {}", g.hopcroft_karp());
}
