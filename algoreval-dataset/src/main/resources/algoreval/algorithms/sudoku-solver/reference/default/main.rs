type Grid = [[u8; 9]; 9];

fn allowed(board: &Grid, r: usize, c: usize, d: u8) -> bool {
    for k in 0..9 {
        if board[r][k] == d || board[k][c] == d {
            return false;
        }
    }
    let (br, bc) = (3 * (r / 3), 3 * (c / 3));
    for row in board.iter().skip(br).take(3) {
        if row[bc..bc + 3].contains(&d) {
            return false;
        }
    }
    true
}

// fills the cells from position pos (row-major) onwards
fn fill(board: &mut Grid, pos: usize) -> bool {
    if pos == 81 {
        return true;
    }
    let (r, c) = (pos / 9, pos % 9);
    if board[r][c] != 0 {
        return fill(board, pos + 1);
    }
    for d in 1..=9 {
        if allowed(board, r, c, d) {
            board[r][c] = d;
            if fill(board, pos + 1) {
                return true;
            }
        }
    }
    board[r][c] = 0;
    false
}

fn solve_sudoku_grid(grid: &Grid) -> Option<Grid> {
    let mut board = *grid;
    if fill(&mut board, 0) {
        Some(board)
    } else {
        None
    }
}

/// The AlgoREval+ interface: 9 rows in, the solved rows out (empty if there is no solution).
#[allow(dead_code)]
fn solve_sudoku(grid: &[Vec<i32>]) -> Vec<Vec<i32>> {
    let mut board: Grid = [[0; 9]; 9];
    for r in 0..9 {
        for c in 0..9 {
            board[r][c] = grid[r][c] as _;
        }
    }
    match solve_sudoku_grid(&board) {
        Some(solved) => solved.iter().map(|row| row.iter().map(|&d| d as i32).collect()).collect(),
        None => Vec::new(),
    }
}

fn main() {
    let grid: Grid = [
        [5, 3, 0, 0, 7, 0, 0, 0, 0],
        [6, 0, 0, 1, 9, 5, 0, 0, 0],
        [0, 9, 8, 0, 0, 0, 0, 6, 0],
        [8, 0, 0, 0, 6, 0, 0, 0, 3],
        [4, 0, 0, 8, 0, 3, 0, 0, 1],
        [7, 0, 0, 0, 2, 0, 0, 0, 6],
        [0, 6, 0, 0, 0, 0, 2, 8, 0],
        [0, 0, 0, 4, 1, 9, 0, 0, 5],
        [0, 0, 0, 0, 8, 0, 0, 7, 9],
    ];
    if let Some(solved) = solve_sudoku_grid(&grid) {
        for row in solved.iter() {
            let parts: Vec<String> = row.iter().map(|d| d.to_string()).collect();
            println!("{}", parts.join(" "));
        }
    }
}
