function solve(a) {
  let running = 0;
  let start = 0;
  let best = null;
  a.forEach((value, i) => {
    if (running < 0) {
      running = 0;
      start = i;
    }
    running += value;
    if (i === 0 || running > best[0]) best = [running, start, i];
  });
  return best;
}

const a = [-2, 1, -1, 4, -5, 2, 2, -7, 3, 1];
console.log(solve(a).join(" "));
