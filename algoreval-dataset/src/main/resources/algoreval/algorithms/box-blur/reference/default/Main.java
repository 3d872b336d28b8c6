public class Main {
    static int[][] boxBlur(int[][] image) {
        int rows = image.length;
        int cols = rows > 0 ? image[0].length : 0;
        int[][] result = new int[rows][cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                int total = 0, count = 0;
                for (int r = Math.max(0, i - 1); r <= Math.min(rows - 1, i + 1); r++) {
                    for (int c = Math.max(0, j - 1); c <= Math.min(cols - 1, j + 1); c++) {
                        total += image[r][c];
                        count++;
                    }
                }
                result[i][j] = total / count;
            }
        }
        return result;
    }

    public static void main(String[] args) {
        int[][] image = {
            {0, 255, 10, 20, 30, 200},
            {100, 50, 0, 255, 128, 64},
            {7, 8, 9, 250, 251, 252},
            {255, 0, 255, 0, 255, 0},
            {13, 200, 31, 99, 180, 3},
        };
        StringBuilder sb = new StringBuilder();
        for (int[] row : boxBlur(image)) {
            for (int j = 0; j < row.length; j++) {
                if (j > 0) sb.append(' ');
                sb.append(row[j]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
