public class Main {
    static final int[][] KERNEL = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};

    static int[][] gaussianBlur(int[][] image) {
        int rows = image.length;
        int cols = rows > 0 ? image[0].length : 0;
        int[][] result = new int[rows][cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                int total = 0;
                for (int di = -1; di <= 1; di++) {
                    for (int dj = -1; dj <= 1; dj++) {
                        // Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
                        int r = Math.min(Math.max(i + di, 0), rows - 1);
                        int c = Math.min(Math.max(j + dj, 0), cols - 1);
                        total += KERNEL[di + 1][dj + 1] * image[r][c];
                    }
                }
                result[i][j] = (total + 8) / 16;
            }
        }
        return result;
    }

    public static void main(String[] args) {
        int[][] image = {
            {10, 200, 35, 90, 255, 0},
            {120, 45, 180, 60, 15, 220},
            {250, 5, 77, 140, 199, 33},
            {64, 128, 0, 211, 90, 175},
            {30, 240, 100, 8, 160, 66},
            {185, 12, 230, 150, 40, 95},
        };
        StringBuilder sb = new StringBuilder();
        for (int[] row : gaussianBlur(image)) {
            for (int j = 0; j < row.length; j++) {
                if (j > 0) sb.append(' ');
                sb.append(row[j]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
