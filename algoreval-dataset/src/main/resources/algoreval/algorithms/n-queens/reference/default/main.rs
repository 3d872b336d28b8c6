struct Board {
    n: usize,
    cols: Vec<usize>, // cols[r] = column of the queen in row r
    used_col: Vec<bool>,
    diag: Vec<bool>, // indexed by row + n - 1 - col
    anti: Vec<bool>, // indexed by row + col
    solutions: Vec<Vec<usize>>,
}

impl Board {
    fn place(&mut self, row: usize) {
        let n = self.n;
        if row == n {
            self.solutions.push(self.cols.clone());
            return;
        }
        for c in 0..n {
            let (d, a) = (row + n - 1 - c, row + c);
            if self.used_col[c] || self.diag[d] || self.anti[a] {
                continue;
            }
            self.cols.push(c);
            self.used_col[c] = true;
            self.diag[d] = true;
            self.anti[a] = true;
            self.place(row + 1);
            self.used_col[c] = false;
            self.diag[d] = false;
            self.anti[a] = false;
            self.cols.pop();
        }
    }
}

fn solve_n_queens_of(n: usize) -> Vec<Vec<usize>> {
    let mut board = Board {
        n,
        cols: Vec::new(),
        used_col: vec![false; n],
        diag: vec![false; 2 * n - 1],
        anti: vec![false; 2 * n - 1],
        solutions: Vec::new(),
    };
    board.place(0);
    board.solutions
}

/// The AlgoREval+ interface: i32 board size and columns.
#[allow(dead_code)]
fn solve_n_queens(n: i32) -> Vec<Vec<i32>> {
    solve_n_queens_of(n as usize).into_iter().map(|s| s.into_iter().map(|c| c as i32).collect()).collect()
}

fn main() {
    for n in [4, 5, 6, 7, 8] {
        println!("{} {}", n, solve_n_queens_of(n).len());
    }
    let mut six = solve_n_queens_of(6);
    six.sort();
    for solution in six {
        let parts: Vec<String> = solution.iter().map(|c| c.to_string()).collect();
        println!("{}", parts.join(" "));
    }
}
