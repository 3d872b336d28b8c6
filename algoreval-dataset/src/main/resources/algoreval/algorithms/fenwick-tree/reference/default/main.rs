struct FenwickTree {
    tree: Vec<i64>, // 1-based internal array
}

impl FenwickTree {
    fn new(n: usize) -> Self {
        FenwickTree { tree: vec![0; n + 1] }
    }

    fn add(&mut self, i: usize, delta: i64) {
        let mut i = i + 1;
        while i < self.tree.len() {
            self.tree[i] += delta;
            i += i & i.wrapping_neg();
        }
    }

    /// Sum of the first `count` elements (indices 0..count-1).
    fn sum_first(&self, count: usize) -> i64 {
        let mut total = 0;
        let mut i = count;
        while i > 0 {
            total += self.tree[i];
            i -= i & i.wrapping_neg();
        }
        total
    }

    fn prefix_sum(&self, i: usize) -> i64 {
        self.sum_first(i + 1)
    }

    fn range_sum(&self, l: usize, r: usize) -> i64 {
        self.prefix_sum(r) - self.sum_first(l)
    }
}

fn main() {
    let arr: [i64; 12] = [5, -3, 7, 0, 2, -8, 4, 4, 10, -1, 6, 3];
    let ops: [(i32, usize, i64); 12] = [
        (1, 0, 11), (1, 2, 5), (0, 3, 6), (1, 0, 3), (0, 11, -5), (1, 8, 11),
        (0, 0, -5), (1, 0, 0), (1, 4, 4), (0, 6, 2), (1, 5, 9), (1, 3, 7),
    ];
    let mut ft = FenwickTree::new(arr.len());
    for (i, &v) in arr.iter().enumerate() {
        ft.add(i, v);
    }
    for &(op, x, y) in ops.iter() {
        if op == 0 {
            ft.add(x, y);
        } else {
            println!("{}", ft.range_sum(x, y as usize));
        }
    }
}
