use std::collections::VecDeque;

const INF: i64 = i64::MAX / 4;

/// Residual network; edge e and its reverse edge e ^ 1 are stored next to each other.
struct MinCostFlow {
    graph: Vec<Vec<usize>>,
    to: Vec<usize>,
    cap: Vec<i64>,
    cost: Vec<i64>,
}

impl MinCostFlow {
    fn new(n: usize) -> Self {
        MinCostFlow {
            graph: vec![Vec::new(); n],
            to: Vec::new(),
            cap: Vec::new(),
            cost: Vec::new(),
        }
    }

    fn add_edge(&mut self, u: usize, v: usize, cap: i64, cost: i64) {
        self.graph[u].push(self.to.len());
        self.to.push(v);
        self.cap.push(cap);
        self.cost.push(cost);
        self.graph[v].push(self.to.len());
        self.to.push(u);
        self.cap.push(0);
        self.cost.push(-cost);
    }

    /// Bellman-Ford with a queue (SPFA); reverse residual edges have negative costs.
    fn shortest_paths(&self, s: usize) -> (Vec<i64>, Vec<usize>) {
        let n = self.graph.len();
        let mut dist = vec![INF; n];
        let mut prev_edge = vec![usize::MAX; n];
        let mut in_queue = vec![false; n];
        let mut queue = VecDeque::from(vec![s]);
        dist[s] = 0;
        in_queue[s] = true;
        while let Some(u) = queue.pop_front() {
            in_queue[u] = false;
            for &e in &self.graph[u] {
                let v = self.to[e];
                if self.cap[e] > 0 && dist[u] + self.cost[e] < dist[v] {
                    dist[v] = dist[u] + self.cost[e];
                    prev_edge[v] = e;
                    if !in_queue[v] {
                        in_queue[v] = true;
                        queue.push_back(v);
                    }
                }
            }
        }
        (dist, prev_edge)
    }

    /// Returns (maximum flow, minimum cost of a maximum flow).
    fn run(&mut self, s: usize, t: usize) -> (i64, i64) {
        let (mut flow, mut total_cost) = (0, 0);
        loop {
            let (dist, prev_edge) = self.shortest_paths(s);
            if dist[t] == INF {
                return (flow, total_cost);
            }
            let mut push = INF;
            let mut v = t;
            while v != s {
                push = push.min(self.cap[prev_edge[v]]);
                v = self.to[prev_edge[v] ^ 1];
            }
            v = t;
            while v != s {
                let e = prev_edge[v];
                self.cap[e] -= push;
                self.cap[e ^ 1] += push;
                v = self.to[e ^ 1];
            }
            flow += push;
            total_cost += push * dist[t];
        }
    }
}

fn min_cost_max_flow(adj: &[Vec<(usize, i64, i64)>], s: usize, t: usize) -> (i64, i64) {
    let mut network = MinCostFlow::new(adj.len());
    for (u, arcs) in adj.iter().enumerate() {
        for &(v, cap, cost) in arcs {
            network.add_edge(u, v, cap, cost);
        }
    }
    network.run(s, t)
}

fn main() {
    let adj: Vec<Vec<(usize, i64, i64)>> = vec![
        vec![(4, 6, 5), (5, 4, 1)],
        vec![(4, 7, 2), (5, 3, 7), (5, 4, 5)],
        vec![(4, 2, 4), (5, 5, 3)],
        vec![(6, 4, 4)],
        vec![(6, 7, 2)],
        vec![(1, 8, 1), (2, 4, 9), (3, 6, 9), (6, 1, 1)],
        vec![],
    ];
    let (flow, cost) = min_cost_max_flow(&adj, 0, 6);
    println!("{} {}", flow, cost);
}
