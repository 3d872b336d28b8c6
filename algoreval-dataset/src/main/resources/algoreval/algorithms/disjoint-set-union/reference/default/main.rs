struct DisjointSet {
    parent: Vec<usize>,
    rank: Vec<u32>,
    components: usize,
}

impl DisjointSet {
    fn new(n: usize) -> Self {
        DisjointSet { parent: (0..n).collect(), rank: vec![0; n], components: n }
    }

    fn find(&mut self, x: usize) -> usize {
        let mut root = x;
        while self.parent[root] != root {
            root = self.parent[root];
        }
        let mut x = x;
        while self.parent[x] != root {
            // path compression
            let next = self.parent[x];
            self.parent[x] = root;
            x = next;
        }
        root
    }

    fn unite(&mut self, a: usize, b: usize) -> bool {
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
        self.components -= 1;
        true
    }

    fn connected(&mut self, a: usize, b: usize) -> bool {
        self.find(a) == self.find(b)
    }

    fn count(&self) -> usize {
        self.components
    }
}

fn main() {
    let n = 10;
    let ops: [(u8, usize, usize); 17] = [
        (0, 0, 1), (0, 2, 3), (1, 0, 3), (0, 1, 3), (1, 0, 2), (0, 4, 5), (0, 5, 6),
        (0, 6, 4), (1, 4, 6), (1, 7, 8), (0, 7, 8), (0, 3, 0), (1, 1, 8), (0, 8, 9),
        (1, 9, 7), (0, 2, 7), (1, 0, 9),
    ];
    let mut ds = DisjointSet::new(n);
    for &(op, a, b) in ops.iter() {
        let result = if op == 0 { ds.unite(a, b) } else { ds.connected(a, b) };
        println!("{}", result);
    }
    println!("{}", ds.count());
}
