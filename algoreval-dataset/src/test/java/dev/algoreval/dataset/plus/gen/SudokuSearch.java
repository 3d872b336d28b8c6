package dev.algoreval.dataset.plus.gen;

import java.util.Random;

/**
 * The sudoku oracle: a search that always fills the cell with the fewest candidates next (candidates as
 * bit masks per row, column and box), unlike the references, which scan the cells in order. It counts
 * solutions up to a limit, which proves a puzzle's uniqueness, and with a seeded generator it fills an
 * empty grid at random, which makes the solved grids the puzzles are cut from.
 */
final class SudokuSearch {
    private final int[][] board = new int[9][9];
    private final int[] rows = new int[9];
    private final int[] columns = new int[9];
    private final int[] boxes = new int[9];
    private final Random random;
    private int[][] firstSolution;

    private SudokuSearch(int[][] grid, Random random) {
        this.random = random;
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int d = grid[r][c];
                if (d != 0) {
                    int bit = 1 << d;
                    if ((rows[r] & bit) != 0 || (columns[c] & bit) != 0 || (boxes[box(r, c)] & bit) != 0) {
                        throw new IllegalArgumentException("the givens repeat " + d + " near row " + r + ", column " + c);
                    }
                    set(r, c, d);
                }
            }
        }
    }

    /** How many solutions the puzzle has, counting no further than {@code limit}. */
    static int countSolutions(int[][] grid, int limit) {
        return new SudokuSearch(grid, null).count(limit);
    }

    /** The unique solution; fails if there is none or more than one. */
    static int[][] uniqueSolution(int[][] grid) {
        SudokuSearch search = new SudokuSearch(grid, null);
        int count = search.count(2);
        if (count != 1) {
            throw new IllegalArgumentException("the puzzle has " + (count == 0 ? "no" : "several") + " solutions");
        }
        return search.firstSolution;
    }

    /** A random complete grid: the search fills an empty grid trying digits in a random order. */
    static int[][] randomSolvedGrid(Random random) {
        SudokuSearch search = new SudokuSearch(new int[9][9], random);
        search.count(1);
        return search.firstSolution;
    }

    private int count(int limit) {
        int bestR = -1;
        int bestC = -1;
        int bestOptions = 0;
        int bestCount = 10;
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (board[r][c] == 0) {
                    int options = ~(rows[r] | columns[c] | boxes[box(r, c)]) & 0x3FE;
                    int n = Integer.bitCount(options);
                    if (n < bestCount) {
                        bestCount = n;
                        bestR = r;
                        bestC = c;
                        bestOptions = options;
                    }
                }
            }
        }
        if (bestR < 0) {
            if (firstSolution == null) {
                firstSolution = new int[9][];
                for (int r = 0; r < 9; r++) {
                    firstSolution[r] = board[r].clone();
                }
            }
            return 1;
        }
        int found = 0;
        for (int d : digits(bestOptions)) {
            set(bestR, bestC, d);
            found += count(limit - found);
            unset(bestR, bestC, d);
            if (found >= limit) {
                break;
            }
        }
        return found;
    }

    private int[] digits(int options) {
        int[] digits = new int[Integer.bitCount(options)];
        int k = 0;
        for (int d = 1; d <= 9; d++) {
            if ((options & (1 << d)) != 0) {
                digits[k++] = d;
            }
        }
        if (random != null) {
            for (int i = digits.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = digits[i];
                digits[i] = digits[j];
                digits[j] = t;
            }
        }
        return digits;
    }

    private void set(int r, int c, int d) {
        board[r][c] = d;
        rows[r] |= 1 << d;
        columns[c] |= 1 << d;
        boxes[box(r, c)] |= 1 << d;
    }

    private void unset(int r, int c, int d) {
        board[r][c] = 0;
        rows[r] &= ~(1 << d);
        columns[c] &= ~(1 << d);
        boxes[box(r, c)] &= ~(1 << d);
    }

    private static int box(int r, int c) {
        return r / 3 * 3 + c / 3;
    }
}
