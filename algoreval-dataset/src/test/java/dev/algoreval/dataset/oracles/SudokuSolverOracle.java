package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Knuth's Algorithm X on the exact-cover formulation of Sudoku (324 constraints: cell filled, digit
 * once per row, per column, per box; 729 candidates), choosing the constraint with fewest candidates.
 * It counts solutions up to two and fails unless the puzzle's solution is unique.
 */
public final class SudokuSolverOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        return new Solver().solve(input.intMatrix("grid"));
    }

    /** One search's state; a fresh one per call. */
    private static final class Solver {
        private final int[][] columnsOf = new int[729][];          // candidate -> its 4 constraints
        private final List<List<Integer>> rowsOf = new ArrayList<>(); // constraint -> its candidates
        private boolean[] covered;
        private int[] removed;
        private final List<Integer> chosen = new ArrayList<>();
        private int solutions;
        private int[] firstSolution;

        String solve(int[][] grid) {
            for (int c = 0; c < 324; c++) rowsOf.add(new ArrayList<>());
            for (int cand = 0; cand < 729; cand++) {
                int cell = cand / 9, r = cell / 9, c = cell % 9, d = cand % 9;
                int box = 3 * (r / 3) + c / 3;
                columnsOf[cand] = new int[] {cell, 81 + 9 * r + d, 162 + 9 * c + d, 243 + 9 * box + d};
                for (int col : columnsOf[cand]) rowsOf.get(col).add(cand);
            }
            covered = new boolean[324];
            removed = new int[729];
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    if (grid[r][c] == 0) continue;
                    int cand = 81 * r + 9 * c + grid[r][c] - 1;
                    if (removed[cand] > 0) throw new IllegalStateException("givens conflict at " + r + "," + c);
                    select(cand);
                }
            }
            search();
            if (solutions != 1) throw new IllegalStateException("puzzle has " + (solutions > 1 ? "several" : "no") + " solutions");
            int[][] board = new int[9][9];
            for (int cand : firstSolution) board[cand / 81][cand / 9 % 9] = cand % 9 + 1;
            return Arrays.stream(board)
                    .map(row -> Arrays.stream(row).mapToObj(String::valueOf).collect(Collectors.joining(" ")))
                    .collect(Collectors.joining("\n")) + "\n";
        }

        private void search() {
            int best = -1, bestCount = Integer.MAX_VALUE;
            for (int col = 0; col < 324; col++) {
                if (covered[col]) continue;
                int count = 0;
                for (int cand : rowsOf.get(col)) if (removed[cand] == 0) count++;
                if (count < bestCount) {
                    best = col;
                    bestCount = count;
                }
            }
            if (best < 0) {
                if (++solutions == 1) firstSolution = chosen.stream().mapToInt(Integer::intValue).toArray();
                return;
            }
            for (int cand : rowsOf.get(best)) {
                if (removed[cand] != 0) continue;
                select(cand);
                search();
                deselect(cand);
                if (solutions > 1) return;
            }
        }

        private void select(int cand) {
            chosen.add(cand);
            for (int col : columnsOf[cand]) {
                covered[col] = true;
                for (int other : rowsOf.get(col)) removed[other]++;
            }
        }

        private void deselect(int cand) {
            for (int col : columnsOf[cand]) {
                covered[col] = false;
                for (int other : rowsOf.get(col)) removed[other]--;
            }
            chosen.remove(chosen.size() - 1);
        }
    }
}
