public class Main {
    static int[][] rotate90(int[][] image) {
        int rows = image.length;
        int cols = rows > 0 ? image[0].length : 0;
        int[][] result = new int[cols][rows];
        // Row r of the result is column r of the input read from the bottom row upwards.
        for (int r = 0; r < cols; r++) {
            for (int c = 0; c < rows; c++) {
                result[r][c] = image[rows - 1 - c][r];
            }
        }
        return result;
    }

    public static void main(String[] args) {
        int[][] image = {
            {11, 22, 33, 44, 55, 66, 77},
            {5, 0, 255, 128, 64, 32, 16},
            {90, 80, 70, 60, 50, 40, 30},
            {1, 2, 3, 4, 5, 6, 7},
            {200, 150, 100, 75, 25, 12, 9},
        };
        StringBuilder sb = new StringBuilder();
        for (int[] row : rotate90(image)) {
            for (int j = 0; j < row.length; j++) {
                if (j > 0) sb.append(' ');
                sb.append(row[j]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
