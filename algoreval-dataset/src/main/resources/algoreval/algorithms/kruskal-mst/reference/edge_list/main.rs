struct DisjointSet {
    parent: Vec<usize>,
    rank: Vec<u32>,
}

impl DisjointSet {
    fn new(n: usize) -> Self {
        DisjointSet {
            parent: (0..n).collect(),
            rank: vec![0; n],
        }
    }

    fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x] != x {
            self.parent[x] = self.parent[self.parent[x]];
            x = self.parent[x];
        }
        x
    }

    fn union(&mut self, a: usize, b: usize) -> bool {
        let (mut ra, mut rb) = (self.find(a), self.find(b));
        if ra == rb {
            return false;
        }
        if self.rank[ra] < self.rank[rb] {
            std::mem::swap(&mut ra, &mut rb);
        }
        self.parent[rb] = ra;
        if self.rank[ra] == self.rank[rb] {
            self.rank[ra] += 1;
        }
        true
    }
}

fn kruskal_mst(v_count: usize, edges: &[(usize, usize, i32)]) -> Vec<(usize, usize, i32)> {
    let mut sorted = edges.to_vec();
    sorted.sort_by_key(|e| e.2);
    let mut dsu = DisjointSet::new(v_count);
    let mut mst = Vec::new();
    for (u, v, w) in sorted {
        if dsu.union(u, v) {
            mst.push((u, v, w));
            if mst.len() + 1 == v_count {
                break;
            }
        }
    }
    mst
}

fn main() {
    let v_count = 8;
    let edges = [
        (2, 4, 3), (1, 5, 3), (0, 4, 4), (0, 1, 4), (6, 7, 5), (1, 3, 2), (0, 2, 3), (3, 5, 2),
        (4, 6, 1), (1, 2, 5), (5, 7, 4), (2, 3, 6), (3, 4, 7), (0, 7, 10), (4, 5, 8), (5, 6, 9),
    ];
    let mut mst: Vec<(usize, usize, i32)> = kruskal_mst(v_count, &edges)
        .into_iter()
        .map(|(u, v, w)| (u.min(v), u.max(v), w))
        .collect();
    mst.sort();
    let total: i32 = mst.iter().map(|e| e.2).sum();
    println!("{}", total);
    for (u, v, w) in mst {
        println!("{} {} {}", u, v, w);
    }
}
