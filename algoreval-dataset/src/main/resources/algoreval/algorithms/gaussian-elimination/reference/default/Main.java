import java.util.Locale;

public class Main {
    /** Solves A x = b by Gaussian elimination with partial pivoting; A and b are left unchanged. */
    static double[] gaussianElimination(double[][] A, double[] b) {
        int n = A.length;
        double[][] M = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(A[i], 0, M[i], 0, n);
            M[i][n] = b[i];
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(M[r][col]) > Math.abs(M[pivot][col])) pivot = r;
            }
            if (M[pivot][col] == 0.0) throw new ArithmeticException("matrix is singular");
            double[] tmp = M[col];
            M[col] = M[pivot];
            M[pivot] = tmp;
            for (int r = col + 1; r < n; r++) {
                double factor = M[r][col] / M[col][col];
                for (int c = col; c <= n; c++) M[r][c] -= factor * M[col][c];
            }
        }
        double[] x = new double[n];
        for (int i = n - 1; i >= 0; i--) {
            double s = M[i][n];
            for (int j = i + 1; j < n; j++) s -= M[i][j] * x[j];
            x[i] = s / M[i][i];
        }
        return x;
    }

    public static void main(String[] args) {
        double[][] A = {{0, 2, -1, 3},
                        {4, -1, 2, 1},
                        {-2, 3, 5, -4},
                        {1, 1, -3, 2}};
        double[] b = {5, 7, -3, 6};
        for (double v : gaussianElimination(A, b)) {
            String s = String.format(Locale.ROOT, "%.4f", v);
            System.out.println(s.equals("-0.0000") ? "0.0000" : s);
        }
    }
}
