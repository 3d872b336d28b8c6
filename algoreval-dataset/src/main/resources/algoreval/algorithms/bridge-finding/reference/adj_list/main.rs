struct BridgeFinder<'a> {
    adj: &'a [Vec<usize>],
    disc: Vec<Option<usize>>,
    low: Vec<usize>,
    timer: usize,
    bridges: Vec<(usize, usize)>,
}

impl BridgeFinder<'_> {
    fn dfs(&mut self, u: usize, parent: Option<usize>) {
        self.disc[u] = Some(self.timer);
        self.low[u] = self.timer;
        self.timer += 1;
        let adj = self.adj;
        for &v in &adj[u] {
            if Some(v) == parent {
                continue;
            }
            match self.disc[v] {
                None => {
                    self.dfs(v, Some(u));
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

fn find_bridges(adj: &[Vec<usize>]) -> Vec<(usize, usize)> {
    let v_count = adj.len();
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
    let adj = vec![vec![1, 2, 3], vec![0, 2], vec![0, 1], vec![0, 4], vec![3]];
    let mut bridges = find_bridges(&adj);
    bridges.sort();
    for (u, v) in bridges {
        println!("{} {}", u, v);
    }
}
