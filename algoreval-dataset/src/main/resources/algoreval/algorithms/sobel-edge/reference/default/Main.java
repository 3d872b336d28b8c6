public class Main {
    static int[][] sobelEdge(int[][] image) {
        int rows = image.length;
        int cols = rows > 0 ? image[0].length : 0;
        int[][] result = new int[rows][cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                int gx = pixel(image, i - 1, j + 1) + 2 * pixel(image, i, j + 1) + pixel(image, i + 1, j + 1)
                        - pixel(image, i - 1, j - 1) - 2 * pixel(image, i, j - 1) - pixel(image, i + 1, j - 1);
                int gy = pixel(image, i + 1, j - 1) + 2 * pixel(image, i + 1, j) + pixel(image, i + 1, j + 1)
                        - pixel(image, i - 1, j - 1) - 2 * pixel(image, i - 1, j) - pixel(image, i - 1, j + 1);
                // gx^2 + gy^2 is an integer, so its square root is never exactly halfway
                int magnitude = (int) Math.round(Math.sqrt(gx * gx + gy * gy));
                result[i][j] = Math.min(255, magnitude);
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
            {10, 12, 15, 40, 70, 72, 75},
            {11, 14, 22, 50, 68, 74, 77},
            {13, 18, 35, 58, 66, 71, 60},
            {30, 42, 48, 52, 45, 40, 38},
            {70, 75, 60, 41, 30, 25, 20},
        };
        StringBuilder sb = new StringBuilder();
        for (int[] row : sobelEdge(image)) {
            for (int j = 0; j < row.length; j++) {
                if (j > 0) sb.append(' ');
                sb.append(row[j]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
