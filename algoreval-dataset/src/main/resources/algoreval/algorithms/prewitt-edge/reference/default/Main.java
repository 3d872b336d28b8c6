public class Main {
    static int[][] prewittEdge(int[][] image) {
        int rows = image.length;
        int cols = rows > 0 ? image[0].length : 0;
        int[][] result = new int[rows][cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                int gx = 0, gy = 0;
                for (int d = -1; d <= 1; d++) {
                    gx += pixel(image, i + d, j + 1) - pixel(image, i + d, j - 1);
                    gy += pixel(image, i + 1, j + d) - pixel(image, i - 1, j + d);
                }
                result[i][j] = Math.min(255, Math.abs(gx) + Math.abs(gy));
            }
        }
        return result;
    }

    // Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
    static int pixel(int[][] image, int r, int c) {
        r = Math.min(Math.max(r, 0), image.length - 1);
        c = Math.min(Math.max(c, 0), image[0].length - 1);
        return image[r][c];
    }

    public static void main(String[] args) {
        int[][] image = {
            {20, 22, 25, 60, 110, 115},
            {21, 24, 30, 75, 112, 118},
            {23, 26, 45, 90, 108, 120},
            {40, 55, 70, 85, 95, 100},
            {80, 90, 88, 70, 60, 52},
        };
        StringBuilder sb = new StringBuilder();
        for (int[] row : prewittEdge(image)) {
            for (int j = 0; j < row.length; j++) {
                if (j > 0) sb.append(' ');
                sb.append(row[j]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
