struct Search<'a> {
    adjacency: &'a [Vec<(usize, usize)>], // (neighbour, edge index)
    discovered: Vec<Option<usize>>,
    low: Vec<usize>,
    fragile: Vec<bool>,
    clock: usize,
}

impl Search<'_> {
    fn visit(&mut self, u: usize, via: Option<usize>) {
        self.discovered[u] = Some(self.clock);
        self.low[u] = self.clock;
        self.clock += 1;
        for &(v, edge) in self.adjacency[u].iter() {
            if Some(edge) == via {
                continue;
            }
            match self.discovered[v] {
                None => {
                    self.visit(v, Some(edge));
                    self.low[u] = self.low[u].min(self.low[v]);
                    if self.low[v] > self.discovered[u].unwrap() {
                        self.fragile[edge] = true;
                    }
                }
                Some(d) => self.low[u] = self.low[u].min(d),
            }
        }
    }
}

fn solve(n: usize, edges: &[[usize; 2]]) -> (Vec<usize>, Vec<[usize; 2]>) {
    let mut adjacency: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (i, e) in edges.iter().enumerate() {
        adjacency[e[0]].push((e[1], i));
        adjacency[e[1]].push((e[0], i));
    }
    let mut search = Search {
        adjacency: &adjacency,
        discovered: vec![None; n],
        low: vec![0; n],
        fragile: vec![false; edges.len()],
        clock: 0,
    };
    for v in 0..n {
        if search.discovered[v].is_none() {
            search.visit(v, None);
        }
    }
    let fragile = search.fragile;
    // Scanning the vertices in increasing order numbers each group by its smallest vertex.
    let mut group: Vec<Option<usize>> = vec![None; n];
    let mut count = 0;
    for start in 0..n {
        if group[start].is_some() {
            continue;
        }
        group[start] = Some(count);
        let mut stack = vec![start];
        while let Some(x) = stack.pop() {
            for &(y, edge) in &adjacency[x] {
                if !fragile[edge] && group[y].is_none() {
                    group[y] = Some(count);
                    stack.push(y);
                }
            }
        }
        count += 1;
    }
    let group: Vec<usize> = group.into_iter().map(|g| g.unwrap()).collect();
    let pairs = edges
        .iter()
        .enumerate()
        .filter(|(i, _)| fragile[*i])
        .map(|(_, e)| {
            let (a, b) = (group[e[0]], group[e[1]]);
            [a.min(b), a.max(b)]
        })
        .collect();
    (group, pairs)
}

fn main() {
    let n = 12;
    let edges = [[0, 6], [6, 7], [7, 0], [1, 3], [3, 5], [5, 1], [0, 1], [3, 2], [7, 4], [4, 8], [8, 9], [9, 4],
        [9, 10], [10, 11], [11, 9]];
    let (groups, mut pairs) = solve(n, &edges);
    let line: Vec<String> = groups.iter().map(|g| g.to_string()).collect();
    println!("{}", line.join(" "));
    pairs.sort();
    for p in pairs {
        println!("{} {}", p[0], p[1]);
    }
}
