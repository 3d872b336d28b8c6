struct CutFinder {
    adj: Vec<Vec<usize>>,
    disc: Vec<Option<usize>>,
    low: Vec<usize>,
    is_cut: Vec<bool>,
    timer: usize,
}

impl CutFinder {
    fn dfs(&mut self, u: usize, parent: Option<usize>) {
        self.disc[u] = Some(self.timer);
        self.low[u] = self.timer;
        self.timer += 1;
        let mut children = 0;
        for i in 0..self.adj[u].len() {
            let v = self.adj[u][i];
            if Some(v) == parent {
                continue;
            }
            match self.disc[v] {
                None => {
                    children += 1;
                    self.dfs(v, Some(u));
                    self.low[u] = self.low[u].min(self.low[v]);
                    // a non-root u separates v's subtree when no back edge from it climbs above u
                    if parent.is_some() && self.low[v] >= self.disc[u].unwrap() {
                        self.is_cut[u] = true;
                    }
                }
                Some(d) => {
                    self.low[u] = self.low[u].min(d);
                }
            }
        }
        // the root of a DFS tree is a cut vertex iff it has more than one tree child
        if parent.is_none() && children > 1 {
            self.is_cut[u] = true;
        }
    }
}

fn find_articulation_points(v_count: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut adj = vec![Vec::new(); v_count];
    for &(u, v) in edges {
        adj[u].push(v);
        adj[v].push(u);
    }
    let mut cf = CutFinder {
        adj,
        disc: vec![None; v_count],
        low: vec![0; v_count],
        is_cut: vec![false; v_count],
        timer: 0,
    };
    for u in 0..v_count {
        if cf.disc[u].is_none() {
            cf.dfs(u, None);
        }
    }
    (0..v_count).filter(|&u| cf.is_cut[u]).collect()
}

fn main() {
    let v_count = 11;
    let edges = [(0, 1), (1, 2), (2, 0), (3, 1), (3, 4), (4, 5), (5, 3), (6, 5), (8, 7), (7, 9)];
    let mut points = find_articulation_points(v_count, &edges);
    points.sort();
    let line: Vec<String> = points.iter().map(|v| v.to_string()).collect();
    println!("{}", line.join(" "));
}
