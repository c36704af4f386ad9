import { Outlet } from 'react-router-dom';
import { MoveMoneyTabs } from './MoveMoneyTabs';

/** Every /move-money page renders inside this: the same Move Money tabs above each page's own content. */
export default function MoveMoneyLayout() {
  return (
    <div className="move-money-layout">
      <MoveMoneyTabs />
      <Outlet />
    </div>
  );
}
