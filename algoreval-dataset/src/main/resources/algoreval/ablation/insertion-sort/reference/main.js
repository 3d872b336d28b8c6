function solve(items) {
  const sorted = items.map((pair) => [...pair]);
  for (let i = 1; i < sorted.length; i++) {
    const pair = sorted[i];
    let j = i - 1;
    while (j >= 0 && sorted[j][0] > pair[0]) {
      sorted[j + 1] = sorted[j];
      j--;
    }
    sorted[j + 1] = pair;
  }
  return sorted;
}

const items = [[5, 0], [2, 1], [5, 2], [1, 3], [2, 4], [5, 5], [3, 6]];
console.log(solve(items).map((pair) => pair[1]).join(" "));
