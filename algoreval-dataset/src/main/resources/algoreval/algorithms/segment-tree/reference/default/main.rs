struct SegmentTree {
    n: usize,
    tree: Vec<i64>, // node 1 is the root; node k has children 2k and 2k+1
}

impl SegmentTree {
    fn new(arr: &[i64]) -> Self {
        let mut st = SegmentTree { n: arr.len(), tree: vec![0; 4 * arr.len()] };
        st.build(1, 0, arr.len() - 1, arr);
        st
    }

    fn build(&mut self, node: usize, lo: usize, hi: usize, arr: &[i64]) {
        if lo == hi {
            self.tree[node] = arr[lo];
            return;
        }
        let mid = (lo + hi) / 2;
        self.build(2 * node, lo, mid, arr);
        self.build(2 * node + 1, mid + 1, hi, arr);
        self.tree[node] = self.tree[2 * node].min(self.tree[2 * node + 1]);
    }

    fn update(&mut self, i: usize, value: i64) {
        self.update_node(1, 0, self.n - 1, i, value);
    }

    fn update_node(&mut self, node: usize, lo: usize, hi: usize, i: usize, value: i64) {
        if lo == hi {
            self.tree[node] = value;
            return;
        }
        let mid = (lo + hi) / 2;
        if i <= mid {
            self.update_node(2 * node, lo, mid, i, value);
        } else {
            self.update_node(2 * node + 1, mid + 1, hi, i, value);
        }
        self.tree[node] = self.tree[2 * node].min(self.tree[2 * node + 1]);
    }

    fn query(&self, l: usize, r: usize) -> i64 {
        self.query_node(1, 0, self.n - 1, l, r)
    }

    fn query_node(&self, node: usize, lo: usize, hi: usize, l: usize, r: usize) -> i64 {
        if l <= lo && hi <= r {
            return self.tree[node];
        }
        let mid = (lo + hi) / 2;
        if r <= mid {
            return self.query_node(2 * node, lo, mid, l, r);
        }
        if l > mid {
            return self.query_node(2 * node + 1, mid + 1, hi, l, r);
        }
        self.query_node(2 * node, lo, mid, l, r)
            .min(self.query_node(2 * node + 1, mid + 1, hi, l, r))
    }
}

fn main() {
    let arr: [i64; 11] = [9, 4, -2, 7, 7, 3, 15, -6, 8, 0, 5];
    let ops: [(i32, usize, i64); 13] = [
        (1, 0, 10), (1, 0, 1), (1, 3, 6), (0, 7, 12), (1, 5, 10), (0, 2, 11), (1, 0, 4),
        (1, 8, 8), (0, 4, -3), (1, 3, 5), (1, 6, 9), (0, 9, 20), (1, 8, 10),
    ];
    let mut st = SegmentTree::new(&arr);
    for &(op, x, y) in ops.iter() {
        if op == 0 {
            st.update(x, y);
        } else {
            println!("{}", st.query(x, y as usize));
        }
    }
}
