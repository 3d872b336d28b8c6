use std::collections::VecDeque;

/// Residual network; edge e and its reverse edge e ^ 1 are stored next to each other.
struct FlowNetwork {
    graph: Vec<Vec<usize>>,
    to: Vec<usize>,
    cap: Vec<i64>,
    level: Vec<i32>,
    iter: Vec<usize>,
}

impl FlowNetwork {
    fn new(n: usize) -> Self {
        FlowNetwork {
            graph: vec![Vec::new(); n],
            to: Vec::new(),
            cap: Vec::new(),
            level: vec![-1; n],
            iter: vec![0; n],
        }
    }

    fn add_edge(&mut self, u: usize, v: usize, c: i64) {
        self.graph[u].push(self.to.len());
        self.to.push(v);
        self.cap.push(c);
        self.graph[v].push(self.to.len());
        self.to.push(u);
        self.cap.push(0);
    }

    fn bfs(&mut self, s: usize, t: usize) -> bool {
        self.level.iter_mut().for_each(|l| *l = -1);
        self.level[s] = 0;
        let mut queue = VecDeque::from(vec![s]);
        while let Some(u) = queue.pop_front() {
            for &e in &self.graph[u] {
                let v = self.to[e];
                if self.cap[e] > 0 && self.level[v] < 0 {
                    self.level[v] = self.level[u] + 1;
                    queue.push_back(v);
                }
            }
        }
        self.level[t] >= 0
    }

    fn dfs(&mut self, u: usize, t: usize, pushed: i64) -> i64 {
        if u == t {
            return pushed;
        }
        while self.iter[u] < self.graph[u].len() {
            let e = self.graph[u][self.iter[u]];
            let v = self.to[e];
            if self.cap[e] > 0 && self.level[v] == self.level[u] + 1 {
                let d = self.dfs(v, t, pushed.min(self.cap[e]));
                if d > 0 {
                    self.cap[e] -= d;
                    self.cap[e ^ 1] += d;
                    return d;
                }
            }
            self.iter[u] += 1;
        }
        0
    }

    fn max_flow(&mut self, s: usize, t: usize) -> i64 {
        let mut flow = 0;
        while self.bfs(s, t) {
            // blocking flow on the level graph; iter[u] skips edges that are saturated or lead nowhere
            self.iter.iter_mut().for_each(|i| *i = 0);
            loop {
                let pushed = self.dfs(s, t, i64::MAX);
                if pushed == 0 {
                    break;
                }
                flow += pushed;
            }
        }
        flow
    }
}

fn dinic(m: &[Vec<i64>], s: usize, t: usize) -> i64 {
    let n = m.len();
    let mut network = FlowNetwork::new(n);
    for u in 0..n {
        for v in 0..n {
            if m[u][v] > 0 {
                network.add_edge(u, v, m[u][v]);
            }
        }
    }
    network.max_flow(s, t)
}

fn main() {
    let m: Vec<Vec<i64>> = vec![
        vec![0, 8, 12, 4, 6, 0, 0, 0],
        vec![0, 0, 12, 0, 10, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 0, 2, 0],
        vec![0, 0, 6, 0, 12, 9, 0, 7],
        vec![0, 0, 0, 0, 0, 0, 0, 9],
        vec![0, 0, 0, 5, 0, 0, 0, 0],
        vec![0, 0, 2, 0, 0, 0, 0, 10],
        vec![0, 0, 0, 0, 0, 0, 0, 0],
    ];
    println!("{}", dinic(&m, 0, 7));
}
