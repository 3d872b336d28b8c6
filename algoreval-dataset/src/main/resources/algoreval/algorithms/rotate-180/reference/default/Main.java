public class Main {
    static int[][] rotate180(int[][] image) {
        int rows = image.length;
        int[][] result = new int[rows][];
        // Reverse the order of the rows and the order of the pixels within each row.
        for (int i = 0; i < rows; i++) {
            int[] source = image[rows - 1 - i];
            int cols = source.length;
            result[i] = new int[cols];
            for (int j = 0; j < cols; j++) {
                result[i][j] = source[cols - 1 - j];
            }
        }
        return result;
    }

    public static void main(String[] args) {
        int[][] image = {
            {12, 250, 37, 8, 199, 64},
            {0, 73, 145, 220, 5, 91},
            {255, 18, 102, 47, 166, 30},
            {81, 134, 9, 177, 240, 56},
            {23, 210, 68, 113, 1, 150},
        };
        StringBuilder sb = new StringBuilder();
        for (int[] row : rotate180(image)) {
            for (int j = 0; j < row.length; j++) {
                if (j > 0) sb.append(' ');
                sb.append(row[j]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
