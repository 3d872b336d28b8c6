public class Main {
    static int[][] convolve2d(int[][] image, int[][] kernel) {
        int rows = image.length;
        int cols = rows > 0 ? image[0].length : 0;
        int k = kernel.length;
        int half = k / 2;
        int[][] result = new int[rows][cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                int total = 0;
                for (int a = 0; a < k; a++) {
                    for (int b = 0; b < k; b++) {
                        // True convolution: kernel cell (a, b) meets the pixel mirrored through the centre.
                        int r = i + half - a;
                        int c = j + half - b;
                        if (r >= 0 && r < rows && c >= 0 && c < cols) {
                            total += kernel[a][b] * image[r][c];
                        }
                    }
                }
                result[i][j] = total;
            }
        }
        return result;
    }

    public static void main(String[] args) {
        int[][] image = {
            {12, 40, 87, 150, 200, 180, 95},
            {30, 65, 120, 210, 240, 160, 70},
            {55, 90, 35, 100, 185, 130, 45},
            {80, 145, 60, 20, 90, 220, 110},
            {25, 170, 205, 75, 15, 60, 140},
            {5, 100, 230, 250, 120, 35, 10},
        };
        int[][] kernel = {
            {-1, 0, 2},
            {-2, 1, 1},
            {0, 3, -1},
        };
        StringBuilder sb = new StringBuilder();
        for (int[] row : convolve2d(image, kernel)) {
            for (int j = 0; j < row.length; j++) {
                if (j > 0) sb.append(' ');
                sb.append(row[j]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
