import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

public class Main {
    /** The AlgoREval+ interface: the solutions as an array of rows. */
    static int[][] solveNQueens(int n) {
        return solveNQueensList(n).toArray(new int[0][]);
    }

    static List<int[]> solveNQueensList(int n) {
        List<int[]> solutions = new ArrayList<>();
        place(n, 0, new int[n], new boolean[n], new boolean[2 * n - 1], new boolean[2 * n - 1], solutions);
        return solutions;
    }

    // cols[r] = column of the queen in row r; diag is indexed by row - col + n - 1, anti by row + col
    private static void place(int n, int row, int[] cols, boolean[] usedCol, boolean[] diag, boolean[] anti,
                              List<int[]> solutions) {
        if (row == n) {
            solutions.add(cols.clone());
            return;
        }
        for (int c = 0; c < n; c++) {
            if (usedCol[c] || diag[row - c + n - 1] || anti[row + c]) continue;
            cols[row] = c;
            usedCol[c] = diag[row - c + n - 1] = anti[row + c] = true;
            place(n, row + 1, cols, usedCol, diag, anti, solutions);
            usedCol[c] = diag[row - c + n - 1] = anti[row + c] = false;
        }
    }

    public static void main(String[] args) {
        for (int n : new int[] {4, 5, 6, 7, 8}) {
            System.out.println(n + " " + solveNQueensList(n).size());
        }
        List<int[]> six = solveNQueensList(6);
        six.sort(Arrays::compare);
        for (int[] solution : six) {
            System.out.println(Arrays.stream(solution).mapToObj(String::valueOf).collect(Collectors.joining(" ")));
        }
    }
}
