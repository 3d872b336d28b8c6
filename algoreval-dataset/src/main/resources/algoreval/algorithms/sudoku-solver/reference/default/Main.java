import java.util.Arrays;
import java.util.stream.Collectors;

public class Main {
    /** Returns the solved grid, or null if the puzzle has no solution; the input grid is left unchanged. */
    static int[][] solveSudoku(int[][] grid) {
        int[][] board = new int[9][];
        for (int r = 0; r < 9; r++) board[r] = grid[r].clone();
        return fill(board, 0) ? board : null;
    }

    private static boolean allowed(int[][] board, int r, int c, int d) {
        for (int k = 0; k < 9; k++) {
            if (board[r][k] == d || board[k][c] == d) return false;
        }
        int br = 3 * (r / 3), bc = 3 * (c / 3);
        for (int i = br; i < br + 3; i++) {
            for (int j = bc; j < bc + 3; j++) {
                if (board[i][j] == d) return false;
            }
        }
        return true;
    }

    // fills the cells from position pos (row-major) onwards
    private static boolean fill(int[][] board, int pos) {
        if (pos == 81) return true;
        int r = pos / 9, c = pos % 9;
        if (board[r][c] != 0) return fill(board, pos + 1);
        for (int d = 1; d <= 9; d++) {
            if (allowed(board, r, c, d)) {
                board[r][c] = d;
                if (fill(board, pos + 1)) return true;
            }
        }
        board[r][c] = 0;
        return false;
    }

    public static void main(String[] args) {
        int[][] grid = {
            {5, 3, 0, 0, 7, 0, 0, 0, 0},
            {6, 0, 0, 1, 9, 5, 0, 0, 0},
            {0, 9, 8, 0, 0, 0, 0, 6, 0},
            {8, 0, 0, 0, 6, 0, 0, 0, 3},
            {4, 0, 0, 8, 0, 3, 0, 0, 1},
            {7, 0, 0, 0, 2, 0, 0, 0, 6},
            {0, 6, 0, 0, 0, 0, 2, 8, 0},
            {0, 0, 0, 4, 1, 9, 0, 0, 5},
            {0, 0, 0, 0, 8, 0, 0, 7, 9},
        };
        for (int[] row : solveSudoku(grid)) {
            System.out.println(Arrays.stream(row).mapToObj(String::valueOf).collect(Collectors.joining(" ")));
        }
    }
}
