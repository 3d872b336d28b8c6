struct BridgeFinder {
    adj: Vec<Vec<(usize, usize)>>,
    disc: Vec<Option<usize>>,
    low: Vec<usize>,
    timer: usize,
    bridges: Vec<(usize, usize)>,
}

impl BridgeFinder {
    fn dfs(&mut self, u: usize, parent_edge: Option<usize>) {
        self.disc[u] = Some(self.timer);
        self.low[u] = self.timer;
        self.timer += 1;
        for i in 0..self.adj[u].len() {
            let (v, idx) = self.adj[u][i];
            if Some(idx) == parent_edge {
                continue;
            }
            match self.disc[v] {
                None => {
                    self.dfs(v, Some(idx));
                    self.low[u] = self.low[u].min(self.low[v]);
                    if self.low[v] > self.disc[u].unwrap() {
                        self.bridges.push((u.min(v), u.max(v)));
                    }
                }
                Some(d) => {
                    self.low[u] = self.low[u].min(d);
                }
            }
        }
    }
}

fn find_bridges(v_count: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut adj = vec![Vec::new(); v_count];
    for (i, &(u, v)) in edges.iter().enumerate() {
        adj[u].push((v, i));
        adj[v].push((u, i));
    }
    let mut bf = BridgeFinder {
        adj,
        disc: vec![None; v_count],
        low: vec![0; v_count],
        timer: 0,
        bridges: Vec::new(),
    };
    for u in 0..v_count {
        if bf.disc[u].is_none() {
            bf.dfs(u, None);
        }
    }
    bf.bridges
}

fn main() {
    let v_count = 5;
    let edges = [(0, 1), (0, 2), (1, 2), (0, 3), (3, 4)];
    let mut bridges = find_bridges(v_count, &edges);
    bridges.sort();
    for (u, v) in bridges {
        println!("{} {}", u, v);
    }
}
