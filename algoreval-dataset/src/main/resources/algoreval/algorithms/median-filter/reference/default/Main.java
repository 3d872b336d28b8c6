import java.util.Arrays;

public class Main {
    static int[][] medianFilter(int[][] image) {
        int rows = image.length;
        int cols = rows > 0 ? image[0].length : 0;
        int[][] result = new int[rows][cols];
        int[] window = new int[9];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                int n = 0;
                for (int di = -1; di <= 1; di++) {
                    for (int dj = -1; dj <= 1; dj++) {
                        // Replicate the border so every window holds exactly 9 values.
                        int r = Math.min(Math.max(i + di, 0), rows - 1);
                        int c = Math.min(Math.max(j + dj, 0), cols - 1);
                        window[n++] = image[r][c];
                    }
                }
                Arrays.sort(window);
                result[i][j] = window[4];
            }
        }
        return result;
    }

    public static void main(String[] args) {
        int[][] image = {
            {100, 102, 255, 98, 97, 0, 95},
            {101, 0, 99, 100, 255, 96, 94},
            {103, 104, 100, 30, 98, 97, 255},
            {255, 105, 101, 99, 0, 93, 92},
            {106, 107, 0, 102, 100, 255, 90},
            {108, 255, 109, 103, 101, 91, 0},
        };
        StringBuilder sb = new StringBuilder();
        for (int[] row : medianFilter(image)) {
            for (int j = 0; j < row.length; j++) {
                if (j > 0) sb.append(' ');
                sb.append(row[j]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
